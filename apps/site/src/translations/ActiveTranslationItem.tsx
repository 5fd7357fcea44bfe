import {
  isImageBlurred,
  routeOfSection,
  translationStatusLabels,
  translatorHref,
  type ActiveTranslation,
} from '@vn/domain';
import { Link, ProgressBar, progressSegments } from '@vn/ui';
import { DateText } from '../app/display-clock';
import { PosterPreview } from '../project/PosterPreview';
import { useAppearance } from '../appearance/appearance-store';
import * as styles from './ActiveTranslationItem.css';

/** Where the project's page is: /novels/{url} or /games/{url} by its section. */
export function projectHref(project: ActiveTranslation['project']): string {
  return `/${routeOfSection(project.section)}/${encodeURIComponent(project.url)}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One translation in the making (docs/product §A1.10), on /translations and on its group's page:
 * the project (its poster and a link to it), the group, the status, how far along it is (a bar
 * divided into its parts, as on the project page), «Нет обновлений N дней» or the expected finish,
 * and the date of its last update. A poster marked sensitive is left out for a reader who has not
 * chosen to see such images: a thumbnail has no room for the veil's button.
 */
export function ActiveTranslationItem({
  translation,
  headingLevel = 2,
  showGroup = true,
}: {
  translation: ActiveTranslation;
  /** The level of the project's name under the page's headings. */
  headingLevel?: 2 | 3;
  /** The group's name and link; a group's own page leaves them out. */
  showGroup?: boolean;
}) {
  const appearance = useAppearance();
  const { project, translator, percent, parts, stages, quiet, expectedFinish } = translation;
  const group = translation.group.description || 'Перевод';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const poster = project.poster && !isImageBlurred(project.poster, appearance) && project.poster;
  return (
    <li className={styles.item}>
      {poster ? (
        <PosterPreview className={styles.poster} poster={poster} alt="" loading="lazy" />
      ) : (
        <span className={styles.poster} aria-hidden />
      )}
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={projectHref(project)} variant="quiet">
            {project.name}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {showGroup &&
            (translator ? (
              <Link href={translatorHref(translator)}>{group}</Link>
            ) : (
              <span>{group}</span>
            ))}
          <span className={styles.status}>{translationStatusLabels[translation.status]}</span>
        </p>
        {percent === null ? (
          <p className={styles.meta}>Прогресс не указан</p>
        ) : (
          <ProgressBar
            size="compact"
            value={percent}
            label={`${project.name}, ${group}: готово`}
            hideLabel
            segments={parts.length > 1 ? progressSegments({ stages, parts }) : undefined}
          />
        )}
        {quiet ? (
          <p className={styles.quiet}>{capitalized(quiet)}</p>
        ) : (
          expectedFinish && (
            <p className={styles.meta}>
              Ожидаемое завершение: <DateText value={expectedFinish.earliest} /> —{' '}
              <DateText value={expectedFinish.latest} />
            </p>
          )
        )}
        {translation.lastUpdateAt && (
          <p className={styles.meta}>
            Обновлено <DateText value={translation.lastUpdateAt} />
          </p>
        )}
      </div>
    </li>
  );
}
