import {
  countRu,
  formatRating,
  profilePath,
  readerComparisonLine,
  userListsPath,
  usernameFromRouteParam,
  type ReaderRatings,
} from '@vn/domain';
import { EmptyState, Link, RatingBars, Spinner } from '@vn/ui';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import * as styles from './ReaderRatingsPage.css';
import { useReaderRatings } from './use-reader-ratings';

const LOAD_FAILED = 'Не удалось загрузить оценки';
/** The API answers a reader who hides their ratings as one who does not exist: so does the page. */
const NOT_SHOWN = 'Оценки не найдены: такого читателя нет, или он их скрыл';
const projectsDative = { one: 'проекту', few: 'проектам', many: 'проектам' };

/**
 * /ratings/{username} (docs/product §A5.3, ours): a reader's votes as ten bars, their mean, and how
 * they compare with the site rating of the same projects. Shown as the reader's settings show their
 * ratings; the owner always sees their own.
 */
export function ReaderRatingsPage() {
  const { username: param = '' } = useParams();
  const username = usernameFromRouteParam(param);
  const { data, error, isLoading } = useReaderRatings(param);
  usePageTitle(`Оценки ${username}`);
  const failurePage = useLoadFailurePage(data, error, LOAD_FAILED, {
    notFound: <EmptyState kind="userNotFound" text={NOT_SHOWN} />,
  });
  if (failurePage) return failurePage;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Оценки</h1>
        <Link href={profilePath(username)} variant="standalone">
          {username}
        </Link>
        <Link href={userListsPath(username)} variant="standalone">
          Списки
        </Link>
      </div>
      {isLoading || !data ? (
        <Spinner />
      ) : data.count === 0 ? (
        <EmptyState kind="nothingAdded" text="Оценок пока нет" />
      ) : (
        <RatingsOverview ratings={data} username={username} />
      )}
    </div>
  );
}

function RatingsOverview({ ratings, username }: { ratings: ReaderRatings; username: string }) {
  const { comparison } = ratings;
  return (
    <div className={styles.content}>
      <RatingBars
        histogram={ratings.histogram}
        label={`Оценки ${username}`}
        className={styles.bars}
      />
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureTerm}>Оценок</dt>
          <dd className={styles.figureValue}>{ratings.count}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureTerm}>Средняя оценка</dt>
          <dd className={styles.figureValue}>
            {ratings.mean === null ? '—' : formatRating(ratings.mean)}
          </dd>
        </div>
        {comparison && (
          <div className={styles.figure}>
            <dt className={styles.figureTerm}>Рейтинг сайта тех же проектов</dt>
            <dd className={styles.figureValue}>{formatRating(comparison.siteMean)}</dd>
          </div>
        )}
      </dl>
      {comparison ? (
        <>
          <p className={styles.comparison}>
            {`${username} оценивает ${readerComparisonLine(comparison.difference)} (по ${countRu(comparison.projects, projectsDative)} с рейтингом сайта).`}
          </p>
          <p className={styles.comparison}>
            {`Выше сайта: ${comparison.higher}, так же (±0.5): ${comparison.same}, ниже: ${comparison.lower}.`}
          </p>
        </>
      ) : (
        <p className={styles.comparison}>
          Ни у одного из оценённых проектов ещё нет рейтинга сайта, сравнивать не с чем.
        </p>
      )}
    </div>
  );
}
