import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { icon as iconStyle, type IconVariants } from './Icon.css';

export interface IconProps {
  /** A lucide-react icon, e.g. `Bell`. */
  icon: LucideIcon;
  /**
   * @default 'md'
   */
  size?: IconVariants['size'];
  /** Names the icon for screen readers; without it the icon is decoration and hidden from them. */
  label?: string;
  className?: string;
}

/** An icon of the lucide set at a token size; decorative unless it has a label. */
export function Icon({ icon: Glyph, size, label, className }: IconProps) {
  return (
    <Glyph
      className={clsx(iconStyle({ size }), className)}
      strokeWidth={2}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
