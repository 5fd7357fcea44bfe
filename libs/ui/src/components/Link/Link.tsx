import { clsx } from 'clsx';
import { forwardRef } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link, type LinkVariants } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /**
   * Where the link stands: inside text, on its own, or quiet in a list.
   * @default 'inline'
   */
  variant?: LinkVariants['variant'];
  className?: string;
}

/**
 * A link on react-aria's `Link`. With `href` it is a real anchor (ctrl/middle click open a new tab);
 * the app injects client-side routing once through react-aria's `RouterProvider`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant, className, ...props },
  ref,
) {
  return <AriaLink {...props} ref={ref} className={clsx(link({ variant }), className)} />;
});
