import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { FieldDescription, FieldError, FieldLabel } from './Field';

describe('the field kit', () => {
  it('names the field by its label', () => {
    render(
      <TextField>
        <FieldLabel>Название</FieldLabel>
        <Input />
      </TextField>,
    );
    expect(screen.getByRole('textbox', { name: 'Название' })).toBeInTheDocument();
    expect(screen.getByText('Название').tagName).toBe('LABEL');
  });

  it('describes the field by its description', () => {
    render(
      <TextField aria-label="Название">
        <Input />
        <FieldDescription>Как на обложке</FieldDescription>
      </TextField>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Как на обложке');
  });

  it('shows the error only while the field is invalid, and describes the field by it', () => {
    const field = (isInvalid: boolean) => (
      <TextField aria-label="Имя" isInvalid={isInvalid}>
        <Input />
        <FieldError>Имя слишком короткое</FieldError>
      </TextField>
    );
    const { rerender } = render(field(false));
    expect(screen.queryByText('Имя слишком короткое')).not.toBeInTheDocument();
    rerender(field(true));
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Имя слишком короткое');
  });

  it('shows the message of a failed validate rule when given none', async () => {
    render(
      <TextField
        aria-label="Имя"
        validationBehavior="aria"
        validate={(value) => (value.length < 3 ? 'Не менее 3 символов' : null)}
      >
        <Input />
        <FieldError />
      </TextField>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'ab');
    expect(screen.getByText('Не менее 3 символов')).toBeInTheDocument();
  });

  it('adds a className to the part beside the shared one', () => {
    render(
      <TextField>
        <FieldLabel className="extra">Название</FieldLabel>
        <Input />
      </TextField>,
    );
    const label = screen.getByText('Название');
    expect(label).toHaveClass('extra');
    expect(label.classList.length).toBeGreaterThan(1);
  });
});
