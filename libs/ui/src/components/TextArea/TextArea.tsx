import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field';
import { fieldInput, fieldRoot, type FieldInputVariants } from '../Field/Field.css';
import { textArea, textAreaResize, type TextAreaVariants } from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> {
  /** The visible label; without it, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Visible lines before scrolling. */
  rows?: number;
  /** @default 'md' */
  size?: FieldInputVariants['size'];
  /**
   * Whether the reader may drag the box taller.
   * @default 'vertical'
   */
  resize?: TextAreaVariants['resize'];
  className?: string;
}

/** A multi-line text field: react-aria's `TextField` around a `TextArea`. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, description, errorMessage, placeholder, rows, size, resize, className, ...props },
  ref,
) {
  return (
    <AriaTextField {...props} className={clsx(fieldRoot, className)}>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <AriaTextArea
        ref={ref}
        rows={rows}
        placeholder={placeholder}
        className={clsx(fieldInput({ size }), textArea, textAreaResize({ resize }))}
      />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
