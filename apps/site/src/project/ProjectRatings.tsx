import {
  countedVotesLine,
  excludedVotesLine,
  projectRatingsRoute,
  type NovelPage,
} from '@vn/domain';
import { RatingBars } from '@vn/ui';
import { lazy, Suspense } from 'react';
import { useEndpoint } from '../api/use-endpoint';
import { Disclosure } from '../app/Disclosure';
import * as styles from './ProjectRatings.css';

// «Как считается» loads when opened: its words are for the few who ask, and the project page's
// first visit has a budget (docs/architecture.md § Budgets).
const RatingExplanation = lazy(() =>
  import('./RatingExplanation').then((module) => ({ default: module.RatingExplanation })),
);

/**
 * The project's votes, open (docs/product §A5.1–A5.2): ten bars of the counted votes, how many were
 * counted and their mean, how many were left out and why, and «Как считается». Read with the page
 * on the server (server/page-reads.ts); a reader's own vote refreshes it (use-project-actions.ts).
 */
export function ProjectRatings({ novel }: { novel: Pick<NovelPage, '_id'> }) {
  const { data } = useEndpoint(
    projectRatingsRoute,
    { params: { id: novel._id } },
    { revalidateOnFocus: false },
  );
  if (!data) return null;
  const excluded = excludedVotesLine(data.excluded);
  return (
    <div className={styles.openRatings}>
      {data.votes > 0 && <RatingBars histogram={data.histogram} label="Оценки читателей" />}
      <p className={styles.ratingsNote}>{countedVotesLine(data)}</p>
      {excluded && <p className={styles.ratingsNote}>{excluded}</p>}
      <Disclosure label="Как считается">
        <Suspense fallback={<p role="status">Загрузка...</p>}>
          <RatingExplanation ratings={data} />
        </Suspense>
      </Disclosure>
    </div>
  );
}
