import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar named "Загрузка..."', () => {
    render(<Spinner />);
    const bar = screen.getByRole('progressbar', { name: 'Загрузка...' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('shows the text "Загрузка..." by default', () => {
    render(<Spinner />);
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
  });

  it('can hide the text and keep it as the accessible name', () => {
    render(<Spinner hideLabel />);
    expect(screen.queryByText('Загрузка...')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Загрузка...' })).toBeInTheDocument();
  });

  it('takes another label', () => {
    render(<Spinner label="Сохранение..." />);
    expect(screen.getByRole('progressbar', { name: 'Сохранение...' })).toBeInTheDocument();
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<Spinner className="extra" />);
    const element = screen.getByRole('progressbar');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});
