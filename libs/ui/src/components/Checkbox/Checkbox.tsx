import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { useFieldHelpById } from '../Field';
import {
  checkbox,
  checkboxBox,
  checkboxDescription,
  checkboxError,
  checkboxRoot,
  type CheckboxVariants,
} from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  /** The visible label; without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the label. */
  description?: ReactNode;
  /** Shown while `isInvalid`. */
  errorMessage?: ReactNode;
  /** @default 'md' */
  size?: CheckboxVariants['size'];
  className?: string;
}

/** A checkbox on react-aria's `Checkbox` (a real, visually hidden `<input type="checkbox">`). */
export const Checkbox = forwardRef<HTMLLabelElement, CheckboxProps>(function Checkbox(
  { label, description, errorMessage, size, className, ...props },
  ref,
) {
  const { describedBy, help } = useFieldHelpById({
    description,
    isInvalid: props.isInvalid,
    errorMessage,
    describedBy: props['aria-describedby'],
    descriptionClassName: checkboxDescription,
    errorClassName: checkboxError,
  });
  return (
    <div className={clsx(checkboxRoot, className)}>
      <AriaCheckbox
        {...props}
        ref={ref}
        aria-describedby={describedBy}
        className={checkbox({ size })}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={checkboxBox} aria-hidden>
              {isIndeterminate ? (
                <Minus size="0.8em" strokeWidth={3} />
              ) : isSelected ? (
                <Check size="0.8em" strokeWidth={3} />
              ) : null}
            </span>
            {label}
          </>
        )}
      </AriaCheckbox>
      {help}
    </div>
  );
});
