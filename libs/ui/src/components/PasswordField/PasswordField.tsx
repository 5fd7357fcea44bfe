import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import {
  Button,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, type FieldKitProps, FieldLabel } from '../Field';
import { fieldInput, fieldRoot } from '../Field/Field.css';
import { passwordGroup, passwordInput, passwordToggle } from './PasswordField.css';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'>, FieldKitProps {
  placeholder?: string;
}

/** A password field: a react-aria `TextField` whose button shows or hides what is typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { label, description, errorMessage, placeholder, size, className, isDisabled, ...props },
    ref,
  ) {
    const [isVisible, setVisible] = useState(false);
    return (
      <AriaTextField
        autoComplete="current-password"
        {...props}
        isDisabled={isDisabled}
        type={isVisible ? 'text' : 'password'}
        className={clsx(fieldRoot, className)}
      >
        {label != null && <FieldLabel>{label}</FieldLabel>}
        <div className={passwordGroup}>
          <Input
            ref={ref}
            placeholder={placeholder}
            className={clsx(fieldInput({ size }), passwordInput)}
          />
          <Button
            className={passwordToggle}
            aria-label={isVisible ? 'Скрыть пароль' : 'Показать пароль'}
            isDisabled={isDisabled}
            onPress={() => setVisible((visible) => !visible)}
          >
            {isVisible ? <EyeOff size="1.1em" aria-hidden /> : <Eye size="1.1em" aria-hidden />}
          </Button>
        </div>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaTextField>
    );
  },
);
