import { countRu } from '@vn/domain';
import { clsx } from 'clsx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './RatingBars.css';

export interface RatingBarsProps {
  /** Votes by value: index 0 for 1 … index 9 for 10. */
  histogram: readonly number[];
  /** What the bars are of, for screen readers («Оценки читателей»). */
  label: string;
  className?: string;
}

const votes = { one: 'оценка', few: 'оценки', many: 'оценок' };

/**
 * Votes as ten bars, 10 at the top (docs/product §A5.1). Each bar is as long as its share of the
 * largest; a screen reader hears each row as one sentence («10: 12 оценок»), not the drawing.
 */
export function RatingBars({ histogram, label, className }: RatingBarsProps) {
  const most = Math.max(1, ...histogram);
  const rows = histogram.map((count, index) => ({ value: index + 1, count })).reverse();
  return (
    <ol className={clsx(styles.bars, className)} aria-label={label}>
      {rows.map(({ value, count }) => (
        <li key={value} className={styles.row}>
          <span className={visuallyHidden}>{`${value}: ${countRu(count, votes)}`}</span>
          <span className={styles.value} aria-hidden>
            {value}
          </span>
          <span className={styles.track} aria-hidden>
            <span
              className={styles.bar}
              style={{ inlineSize: `${(count / most) * 100}%` }}
              data-empty={count === 0 || undefined}
            />
          </span>
          <span className={styles.count} aria-hidden>
            {count}
          </span>
        </li>
      ))}
    </ol>
  );
}
