import { formatDate } from '@vn/domain';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { chip, type ChipVariants } from './Chip.css';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  variant?: ChipVariants['variant'];
  /** @default 'md' */
  size?: ChipVariants['size'];
  /** A decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A short static label beside a name or a title (role, ban, tag). */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(
  { variant, size, icon, className, children, ...props },
  ref,
) {
  return (
    <span {...props} ref={ref} className={clsx(chip({ variant, size }), className)}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </span>
  );
});

export type ModeratorChipProps = Omit<ChipProps, 'children' | 'variant'>;

/** "Модератор" beside the names of moderators and administrators (docs/product §2.4, §6). */
export const ModeratorChip = forwardRef<HTMLSpanElement, ModeratorChipProps>(
  function ModeratorChip(props, ref) {
    return (
      <Chip {...props} ref={ref} variant="accent">
        Модератор
      </Chip>
    );
  },
);

export interface BanChipProps extends Omit<ChipProps, 'children' | 'variant'> {
  /** When the ban ends; shown as "до DD.MM.YYYY". */
  expiredAt: Date | string;
  /** The time zone of the date (the reader's by default). */
  timeZone?: string;
}

/** The ban chip of the profile header: "до {date}" (docs/product §2.4). */
export const BanChip = forwardRef<HTMLSpanElement, BanChipProps>(function BanChip(
  { expiredAt, timeZone, ...props },
  ref,
) {
  return (
    <Chip {...props} ref={ref} variant="danger">
      до {formatDate(expiredAt, timeZone)}
    </Chip>
  );
});
