import { forwardRef } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /**
   * What the button does in the page's hierarchy.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /** @default 'md' */
  size?: ButtonVariants['size'];
  className?: string;
}

/** A button on react-aria's `Button`: press, keyboard, focus and pending state come from there. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, children, ...props },
  ref,
) {
  const variantClass = button({ variant, size });
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={className ? `${variantClass} ${className}` : variantClass}
    >
      {composeRenderProps(children, (content) => content)}
    </AriaButton>
  );
});
