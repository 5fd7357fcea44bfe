import { countRu } from '@vn/domain';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { badge, type BadgeVariants } from './Badge.css';

/** Counts above this show as "99+". */
export const BADGE_MAX = 99;

/** The text a badge shows: nothing at 0, the number up to 99, then "99+". */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** "1 непрочитанное", "3 непрочитанных". */
export function unreadLabel(count: number): string {
  return countRu(count, { one: 'непрочитанное', few: 'непрочитанных', many: 'непрочитанных' });
}

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The unread count. Nothing is rendered at 0. */
  count: number;
  /**
   * What assistive technology hears for a count.
   * @default unreadLabel ("3 непрочитанных")
   */
  label?: (count: number) => string;
  /** @default 'danger' */
  variant?: BadgeVariants['variant'];
  /** @default 'sm' */
  size?: BadgeVariants['size'];
  className?: string;
}

/** An unread counter: hidden at 0, "99+" above 99, with the full count as its accessible text. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, label = unreadLabel, variant, size, className, ...props },
  ref,
) {
  const shown = formatBadgeCount(count);
  if (shown === null) return null;
  return (
    <span {...props} ref={ref} className={clsx(badge({ variant, size }), className)}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{label(count)}</VisuallyHidden>
    </span>
  );
});
