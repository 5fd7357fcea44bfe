import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label', () => {
    render(<TextArea label="Описание" />);
    const textbox = screen.getByRole('textbox', { name: 'Описание' });
    expect(textbox.tagName).toBe('TEXTAREA');
  });

  it('takes several lines from the keyboard', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Описание" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('Школа{Enter}Романтика');
    expect(onChange).toHaveBeenLastCalledWith('Школа\nРомантика');
  });

  it('describes itself with its description', () => {
    render(<TextArea label="Описание" description="Без спойлеров" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Без спойлеров');
  });

  it('shows the error message and marks itself invalid', () => {
    render(<TextArea label="Рецензия" isInvalid errorMessage="Пустое сообщение" />);
    const textbox = screen.getByRole('textbox');
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription('Пустое сообщение');
  });

  it('is disabled with isDisabled', () => {
    render(<TextArea label="Описание" isDisabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});
