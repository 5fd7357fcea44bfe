import { clsx } from 'clsx';
import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> {
  /**
   * The element to render, so the markup stays meaningful (a `section`, a `ul`…).
   * @default 'div'
   */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** The layout primitive: any element with theme-token layout props (see `sprinkles`). */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as: Element = 'div', className, children, ...props },
  ref,
) {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? layout : rest)[key] = value;
  }
  return (
    <Element ref={ref} className={clsx(sprinkles(layout as Sprinkles), className)} {...rest}>
      {children}
    </Element>
  );
});
