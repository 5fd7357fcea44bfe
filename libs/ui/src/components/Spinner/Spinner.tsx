import { clsx } from 'clsx';
import { forwardRef } from 'react';
import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { spinner, spinnerCircle, type SpinnerVariants } from './Spinner.css';

export interface SpinnerProps extends Omit<
  ProgressBarProps,
  'className' | 'children' | 'isIndeterminate' | 'value' | 'minValue' | 'maxValue' | 'valueLabel'
> {
  /** @default 'md' */
  size?: SpinnerVariants['size'];
  /**
   * The text shown beside the spinner; it is also the accessible name.
   * @default 'Загрузка...'
   */
  label?: string;
  /**
   * Hide the text visually; it stays the progress bar's accessible name.
   * @default false
   */
  hideLabel?: boolean;
  className?: string;
}

/** An indeterminate loading indicator on react-aria's `ProgressBar` (role `progressbar`). */
export const Spinner = forwardRef<HTMLDivElement, SpinnerProps>(function Spinner(
  { size, label = 'Загрузка...', hideLabel = false, className, ...props },
  ref,
) {
  return (
    <ProgressBar
      {...props}
      ref={ref}
      isIndeterminate
      aria-label={label}
      className={clsx(spinner, className)}
    >
      <span className={spinnerCircle({ size })} aria-hidden="true" />
      {hideLabel ? null : <span aria-hidden="true">{label}</span>}
    </ProgressBar>
  );
});
