import { PasswordField, TextField } from '@vn/ui';
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';

export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
}

export interface FormTextFieldProps<T extends FieldValues> extends FormFieldProps<T> {
  /** @default 'text' */
  type?: 'text' | 'email' | 'url' | 'date';
  inputMode?: 'text' | 'email' | 'numeric';
}

/*
 * react-hook-form owns the values and the errors; the fields only show them. Validation is 'aria':
 * react-aria's default ('native') would put the message into the input's custom validity, and the
 * browser would then refuse to submit the form before react-hook-form sees it. The input's ref goes
 * to react-hook-form, which focuses the first invalid field after a failed submit.
 */

/** What a libs/ui field takes from react-hook-form: value, events, ref and the error to show. */
function boundFieldProps<T extends FieldValues>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<T, Path<T>>;
  fieldState: ControllerFieldState;
}) {
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    isDisabled: field.disabled,
    isInvalid: fieldState.invalid,
    errorMessage: fieldState.error?.message,
    validationBehavior: 'aria' as const,
  };
}

/** A text field of a react-hook-form form: its value, its error under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => <TextField {...props} {...boundFieldProps(bound)} />}
    />
  );
}

/** A password field (with the show/hide toggle of libs/ui) of a react-hook-form form. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => <PasswordField {...props} {...boundFieldProps(bound)} />}
    />
  );
}
