import { partPercent, progressWeighting, type TranslationProgressInput } from '@vn/domain';
import { clsx } from 'clsx';
import { forwardRef } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import {
  progressBar,
  progressBarFill,
  progressBarLabel,
  progressBarSegment,
  progressBarTrack,
  progressBarValue,
  type ProgressBarVariants,
} from './ProgressBar.css';

/** A whole percent as the site writes it, «45 %» (a no-break space keeps the sign by its number). */
export function formatPercent(percent: number): string {
  return `${percent}\u00a0%`;
}

/** One part of a segmented bar: its share of the width and how much of it is done. */
export interface ProgressSegment {
  /** The part's name (a route, a chapter, «Вся игра»). */
  name: string;
  /** The part's share of the bar's width, any positive number (its lines, or 1 for each part). */
  weight: number;
  /** The part's own percent, a whole number from 0 to 100. */
  percent: number;
}

/**
 * The segments of a translation's parts, weighed as the overall percent weighs them (by lines when
 * every part gives them, equally otherwise: docs/product §A1.2) and filled to each part's percent.
 */
export function progressSegments(progress: TranslationProgressInput): ProgressSegment[] {
  const byLines = progressWeighting(progress.parts) === 'lines';
  return progress.parts.map((part) => ({
    name: part.name,
    weight: byLines ? (part.lines ?? 1) : 1,
    percent: partPercent(part, progress.stages),
  }));
}

const clampPercent = (percent: number) => Math.min(100, Math.max(0, percent));

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  | 'className'
  | 'children'
  | 'value'
  | 'minValue'
  | 'maxValue'
  | 'isIndeterminate'
  | 'valueLabel'
  | 'formatOptions'
> {
  /** The overall percent, a whole number from 0 to 100 (the domain's `overallPercent`). */
  value: number;
  /**
   * The text before the value; also the progress bar's accessible name.
   * @default 'Готово'
   */
  label?: string;
  /**
   * Hides the label visually; it stays the accessible name.
   * @default false
   */
  hideLabel?: boolean;
  /**
   * The parts, each a segment as wide as its weight and filled to its own percent
   * (`progressSegments` makes them from a translation's progress); one undivided track without.
   */
  segments?: readonly ProgressSegment[];
  /**
   * `compact` for a card, `default` for a page.
   * @default 'default'
   */
  size?: ProgressBarVariants['size'];
  className?: string;
}

/**
 * A translation's overall percent on react-aria's `ProgressBar` (role `progressbar`, its value in
 * `aria-valuenow` and written out as «45 %»), optionally divided into its parts (docs/product §A1).
 * Its label «Готово» is ours.
 */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, label = 'Готово', hideLabel = false, segments, size, className, ...props },
  ref,
) {
  const valueText = formatPercent(value);
  const divided = segments?.some((segment) => segment.weight > 0) ? segments : null;
  return (
    <AriaProgressBar
      {...props}
      ref={ref}
      value={value}
      valueLabel={valueText}
      aria-label={hideLabel ? label : undefined}
      className={clsx(progressBar({ size }), className)}
    >
      {hideLabel ? null : <Label className={progressBarLabel}>{label}</Label>}
      <span className={progressBarValue}>{valueText}</span>
      <div className={progressBarTrack({ size })}>
        {divided ? (
          divided.map((segment, index) => (
            <div
              key={`${index}-${segment.name}`}
              className={progressBarSegment}
              style={{ flexGrow: Math.max(0, segment.weight) }}
              data-segment={segment.name}
            >
              <div
                className={progressBarFill}
                style={{ width: `${clampPercent(segment.percent)}%` }}
              />
            </div>
          ))
        ) : (
          <div className={progressBarSegment} style={{ flexGrow: 1 }}>
            <div className={progressBarFill} style={{ width: `${clampPercent(value)}%` }} />
          </div>
        )}
      </div>
    </AriaProgressBar>
  );
});
