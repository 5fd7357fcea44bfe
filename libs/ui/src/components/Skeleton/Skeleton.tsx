import { clsx } from 'clsx';
import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { skeleton, type SkeletonVariants } from './Skeleton.css';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** @default 'text' */
  shape?: SkeletonVariants['shape'];
  /** A CSS width that replaces the shape's own (e.g. "60%", a poster's width). */
  width?: CSSProperties['width'];
  /** A CSS height that replaces the shape's own. */
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A placeholder shape while content loads. It is decorative (hidden from assistive technology):
 * announce loading with a `Spinner` or `aria-busy` on the region. Its pulse stops under reduced
 * motion (the global style).
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape, width, height, className, style, ...props },
  ref,
) {
  return (
    <span
      {...props}
      ref={ref}
      aria-hidden="true"
      data-shape={shape ?? 'text'}
      style={width === undefined && height === undefined ? style : { ...style, width, height }}
      className={clsx(skeleton({ shape }), className)}
    />
  );
});
