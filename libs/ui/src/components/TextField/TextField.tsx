import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field';
import { fieldInput, fieldRoot, type FieldInputVariants } from '../Field/Field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  /** The visible label; without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the field. */
  description?: ReactNode;
  /** Shown when the field is invalid (from `isInvalid`, `validate` or native validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** @default 'md' */
  size?: FieldInputVariants['size'];
  className?: string;
}

/** A one-line text field on react-aria's `TextField`: label, input, description and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, errorMessage, placeholder, size, className, ...props },
  ref,
) {
  return (
    <AriaTextField {...props} className={clsx(fieldRoot, className)}>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <Input ref={ref} placeholder={placeholder} className={fieldInput({ size })} />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
