import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../Field';
import {
  radio,
  radioCircle,
  radioGroup,
  radioGroupItems,
  type RadioVariants,
} from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  /** The visible label of the group; without it, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** `RadioGroupItem`s. */
  children?: ReactNode;
  className?: string;
}

/** A group of radios on react-aria's `RadioGroup`: arrows move between options. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, description, errorMessage, children, className, ...props },
  ref,
) {
  return (
    <AriaRadioGroup {...props} ref={ref} className={clsx(radioGroup, className)}>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <div className={radioGroupItems}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
});

export interface RadioGroupItemProps extends Omit<AriaRadioProps, 'className' | 'children'> {
  children?: ReactNode;
  /** @default 'md' */
  size?: RadioVariants['size'];
  className?: string;
}

/** One option of a `RadioGroup`. */
export const RadioGroupItem = forwardRef<HTMLLabelElement, RadioGroupItemProps>(
  function RadioGroupItem({ children, size, className, ...props }, ref) {
    return (
      <AriaRadio {...props} ref={ref} className={clsx(radio({ size }), className)}>
        <span className={radioCircle} aria-hidden />
        {children}
      </AriaRadio>
    );
  },
);
