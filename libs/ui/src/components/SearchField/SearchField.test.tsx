import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox named "Поиск" with the placeholder "Поиск"', () => {
    render(<SearchField />);
    const input = screen.getByRole('searchbox', { name: 'Поиск' });
    expect(input).toHaveAttribute('placeholder', 'Поиск');
  });

  it('takes its name from a visible label when given one', () => {
    render(<SearchField label="Поиск по новеллам" />);
    expect(screen.getByRole('searchbox', { name: 'Поиск по новеллам' })).toBeInTheDocument();
  });

  it('submits with Enter', async () => {
    const onSubmit = vi.fn();
    render(<SearchField onSubmit={onSubmit} />);
    await userEvent.tab();
    await userEvent.keyboard('Школа{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Школа');
  });

  it('clears with Escape', async () => {
    const onClear = vi.fn();
    render(<SearchField defaultValue="Школа" onClear={onClear} />);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onClear).toHaveBeenCalled();
  });

  it('clears with the cross button', async () => {
    render(<SearchField defaultValue="Школа" />);
    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows the error message when invalid', () => {
    render(<SearchField isInvalid errorMessage="Слишком коротко" />);
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Слишком коротко');
  });
});
