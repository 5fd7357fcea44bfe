import { countRu, formatExternalRating, formatRating, showRatingsSeparately } from '@vn/domain';
import { clsx } from 'clsx';
import * as styles from './RatingSummary.css';

export interface RatingSummaryProps {
  /** The default rating of the card and sort (mixRating), 1..10. */
  mixRating: number | null;
  /** The site's own rating (bRating), 1..10. */
  siteRating: number | null;
  /** The plain average of the site's votes, 1..10. */
  average: number | null;
  /** How many readers rated on the site. */
  ratedUsers: number;
  /** The external database's rating, 10..100 (shown divided by 10). */
  externalRating: number | null;
  className?: string;
}

const votes = { one: 'оценка', few: 'оценки', many: 'оценок' };

/**
 * A project's ratings (docs/product §9): the mix rating first; the site's rating with its vote count, and
 * while fewer than 10 readers rated, the plain average beside it; the external rating divided by 10.
 * Missing ratings show a dash.
 */
export function RatingSummary({
  mixRating,
  siteRating,
  average,
  ratedUsers,
  externalRating,
  className,
}: RatingSummaryProps) {
  const shown = (rating: number | null) => (rating === null ? '—' : formatRating(rating));
  return (
    <dl className={clsx(styles.summary, className)}>
      <dt className={styles.term}>Рейтинг</dt>
      <dd className={clsx(styles.value, styles.main)}>{shown(mixRating)}</dd>
      <dt className={styles.term}>Сайт</dt>
      <dd className={styles.value}>
        {shown(siteRating)} <span className={styles.votes}>({countRu(ratedUsers, votes)})</span>
      </dd>
      {showRatingsSeparately(ratedUsers) && (
        <>
          <dt className={styles.term}>Среднее</dt>
          <dd className={styles.value}>{shown(average)}</dd>
        </>
      )}
      <dt className={styles.term}>VNDB</dt>
      <dd className={styles.value}>
        {externalRating === null ? '—' : formatExternalRating(externalRating)}
      </dd>
    </dl>
  );
}
