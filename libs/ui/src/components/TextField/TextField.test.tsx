import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its visible label', () => {
    render(<TextField label="Название" />);
    expect(screen.getByRole('textbox', { name: 'Название' })).toBeInTheDocument();
    expect(screen.getByText('Название').tagName).toBe('LABEL');
  });

  it('may be named by aria-label instead', () => {
    render(<TextField aria-label="Название" />);
    expect(screen.getByRole('textbox', { name: 'Название' })).toBeInTheDocument();
  });

  it('is reached with Tab and reports what is typed', async () => {
    const onChange = vi.fn();
    render(<TextField label="Название" onChange={onChange} />);
    await tabTo('textbox');
    await userEvent.keyboard('Clannad');
    expect(onChange).toHaveBeenLastCalledWith('Clannad');
  });

  it('describes the input with its description', () => {
    render(<TextField label="Название" description="Как на обложке" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Как на обложке');
  });

  it('shows the error message and marks the input invalid', () => {
    render(<TextField label="Имя" isInvalid errorMessage="Имя слишком короткое" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Имя слишком короткое');
  });

  it('cannot be typed into while disabled', async () => {
    render(<TextField label="Название" isDisabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('keeps a className on the root only', () => {
    const { container } = render(<TextField label="Название" className="extra" />);
    expect(container.firstElementChild).toHaveClass('extra');
    expect(screen.getByRole('textbox')).not.toHaveClass('extra');
  });
});
