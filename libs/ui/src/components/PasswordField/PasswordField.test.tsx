import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('is a password input named by its label, hidden at first', () => {
    render(<PasswordField label="Пароль" />);
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
  });

  it('reports what is typed', async () => {
    const onChange = vi.fn();
    render(<PasswordField label="Пароль" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('hunter22');
    expect(onChange).toHaveBeenLastCalledWith('hunter22');
  });

  it('shows and hides the password with the toggle, renaming it', async () => {
    render(<PasswordField label="Пароль" defaultValue="hunter22" />);
    const input = screen.getByLabelText('Пароль');
    await userEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggles from the keyboard (Tab to the button, then Space)', async () => {
    render(<PasswordField label="Пароль" defaultValue="hunter22" />);
    await userEvent.tab();
    await tabTo('button', 'Показать пароль');
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
  });

  it('shows the error message and marks the input invalid', () => {
    render(
      <PasswordField
        label="Пароль"
        isInvalid
        errorMessage="Длина пароля должна быть не менее 8 символов"
      />,
    );
    const input = screen.getByLabelText('Пароль');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Длина пароля должна быть не менее 8 символов');
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Пароль" isDisabled />);
    expect(screen.getByLabelText('Пароль')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeDisabled();
  });
});
