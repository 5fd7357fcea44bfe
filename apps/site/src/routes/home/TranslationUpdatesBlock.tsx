import {
  routeOfSection,
  translationEventOfCode,
  translationEventText,
  type LatestTranslationUpdate,
} from '@vn/domain';
import { Link, ProgressBar, RelativeTime } from '@vn/ui';
import * as styles from './HomePage.css';

/** What an update did, in a few words: its events, or its note. */
function whatHappened(update: LatestTranslationUpdate): string {
  const events = update.events.flatMap((code) => {
    const event = translationEventOfCode(code);
    return event ? [translationEventText(event)] : [];
  });
  return events.join(', ') || update.note;
}

/**
 * «Обновления переводов» on the main page (docs/product §A1.9): the newest updates site-wide, each
 * with its project, its group, how far along the translation now is and what moved.
 */
export function TranslationUpdatesBlock({
  updates,
}: {
  updates: readonly LatestTranslationUpdate[];
}) {
  if (updates.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="block-translation-updates">
      <h2 id="block-translation-updates" className={styles.blockTitle}>
        Обновления переводов
      </h2>
      <ul className={styles.updatesList}>
        {updates.map((update) => (
          <li key={update._id} className={styles.textItem}>
            <Link
              href={`/${routeOfSection(update.novel.section)}/${encodeURIComponent(update.novel.url)}`}
              variant="standalone"
            >
              {update.novel.name}
            </Link>
            <span className={styles.meta}>
              {update.group} · <RelativeTime value={update.at} />
            </span>
            {update.percent !== null && (
              <ProgressBar
                size="compact"
                value={update.percent}
                label={`Перевод ${update.group}: готово`}
                hideLabel
              />
            )}
            {whatHappened(update) && <p className={styles.excerpt}>{whatHappened(update)}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
