import { readingListLabels, readingLists, type ReadingList } from '@vn/domain';
import { clsx } from 'clsx';
import * as styles from './ListStats.css';

export interface ListStatsProps {
  /** How many readers have the project in each list (docs/product §3 list statistics). */
  counts: Partial<Record<ReadingList, number>>;
  className?: string;
}

/** How many readers keep the project in each reading list, in the lists' own order. */
export function ListStats({ counts, className }: ListStatsProps) {
  return (
    <dl className={clsx(styles.stats, className)} aria-label="Списки читателей">
      {readingLists.map((list) => (
        <div key={list} className={styles.row}>
          <dt className={styles.term}>{readingListLabels[list]}</dt>
          <dd className={styles.count}>{counts[list] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}
