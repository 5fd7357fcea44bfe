import { clsx } from 'clsx';
import { forwardRef } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, type FieldKitProps, FieldLabel } from '../Field';
import { fieldInput, fieldRoot } from '../Field/Field.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldKitProps {
  placeholder?: string;
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
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
});
