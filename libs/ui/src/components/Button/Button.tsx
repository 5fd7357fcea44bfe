import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { forwardRef } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { button, pendingSpinner, type ButtonVariants } from './Button.css';

interface BaseButtonProps extends Omit<AriaButtonProps, 'className'> {
  /**
   * What the button does in the page's hierarchy.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /** @default 'md' */
  size?: ButtonVariants['size'];
  className?: string;
}

/** A button holding only an icon must say what it does in `aria-label`. */
export type ButtonProps =
  | (BaseButtonProps & { iconOnly?: false })
  | (BaseButtonProps & { iconOnly: true; 'aria-label': string });

/**
 * A button on react-aria's `Button`: press, keyboard, focus and the pending state come from there.
 * While `isPending`, it shows a spinner, ignores presses and tells assistive technology it is busy.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, iconOnly = false, className, children, ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={clsx(button({ variant, size, iconOnly }), className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <LoaderCircle aria-hidden className={pendingSpinner} />}
          {isPending && iconOnly ? null : content}
        </>
      ))}
    </AriaButton>
  );
});
