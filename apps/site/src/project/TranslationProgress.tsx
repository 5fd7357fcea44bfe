import { formatDate, profilePath, type TranslationView } from '@vn/domain';
import { ProgressBar, ProgressGrid, progressSegments, UpdateTimeline } from '@vn/ui';
import * as styles from './project-parts.css';

/**
 * What a translation's group says of its work (docs/product §A1): the overall percent as a bar
 * divided into its parts, «нет обновлений N дней» or the expected finish, and, on request, the
 * parts × stages and the newest updates. Nothing when the group has stated nothing.
 */
export function TranslationProgress({
  translation,
  timeZone,
}: {
  translation: TranslationView;
  timeZone?: string;
}) {
  const { percent, parts, stages, updates, quiet, expectedFinish } = translation;
  if (percent === null && updates.length === 0) return null;
  return (
    <div className={styles.translationProgress}>
      {percent !== null && (
        <ProgressBar
          size="compact"
          value={percent}
          segments={parts.length > 1 ? progressSegments({ stages, parts }) : undefined}
        />
      )}
      {quiet && <p className={styles.translationQuiet}>{capitalized(quiet)}</p>}
      {expectedFinish && (
        <p className={styles.translationMeta}>
          Ожидаемое завершение: {formatDate(expectedFinish.earliest, timeZone)} —{' '}
          {formatDate(expectedFinish.latest, timeZone)}
        </p>
      )}
      <details className={styles.translationDetails}>
        <summary>Ход перевода и история</summary>
        {parts.length > 0 && <ProgressGrid stages={stages} parts={parts} />}
        {updates.length > 0 && (
          <UpdateTimeline
            {...(timeZone ? { timeZone } : {})}
            updates={updates.map((update) => ({
              id: update._id,
              at: update.at,
              author: update.by
                ? { name: update.by.username, href: profilePath(update.by.username) }
                : { name: 'Из данных проекта' },
              percent: update.percent,
              note: update.note,
              patch: update.patch && {
                version: update.patch.version,
                href: update.patch.link,
                isOutdated: update.patch.outdated,
              },
            }))}
          />
        )}
        {translation.updatesCount > updates.length && (
          <p className={styles.translationMeta}>
            Показаны {updates.length} последних обновлений из {translation.updatesCount}
          </p>
        )}
      </details>
    </div>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
