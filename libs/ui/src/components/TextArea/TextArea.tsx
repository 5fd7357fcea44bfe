import { clsx } from 'clsx';
import { forwardRef } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, type FieldKitProps, FieldLabel } from '../Field';
import { fieldInput, fieldRoot } from '../Field/Field.css';
import { textArea, textAreaResize, type TextAreaVariants } from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'>, FieldKitProps {
  placeholder?: string;
  /** Visible lines before scrolling. */
  rows?: number;
  /**
   * Whether the reader may drag the box taller.
   * @default 'vertical'
   */
  resize?: TextAreaVariants['resize'];
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
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
});
