import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { Chip } from '../Chip';
import { Link } from '../Link';
import { formatPercent } from '../ProgressBar';
import { RelativeTime } from '../RelativeTime';
import { UserName } from '../UserName';
import * as styles from './UpdateTimeline.css';

/** A release that came with an update: a patch to download. */
export interface UpdateTimelinePatch {
  /** As the group names it: «1.2», «v0.9 beta». */
  version: string;
  /** Where to get it. */
  href?: string | null;
  /** The patch is for an older edition of the game than the one sold now. */
  isOutdated?: boolean;
}

/** One update of a translation (docs/product §A1.3; ADR 0014). */
export interface UpdateTimelineItem {
  /** Unique in the list. */
  id: string;
  at: Date | string;
  author: { name: string; href?: string };
  /** The overall percent the update left, a whole number from 0 to 100. */
  percent: number;
  /** What moved, in a line or two. */
  note?: string | null;
  patch?: UpdateTimelinePatch | null;
}

export interface UpdateTimelineProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** In any order: the newest is shown first. */
  updates: readonly UpdateTimelineItem[];
  /**
   * The list's accessible name.
   * @default 'История обновлений'
   */
  'aria-label'?: string;
  /** A fixed moment the dates count from (stories, screenshots); the page's clock otherwise. */
  now?: Date;
  /** A fixed zone for the dates; the page clock's otherwise. */
  timeZone?: string;
  className?: string;
}

const time = (at: Date | string) => new Date(at).getTime();

/**
 * A translation's updates, newest first (docs/product §A1.3): an ordered list whose items read in
 * order — when, who, the overall percent after it, the note, and the patch released with it (with
 * «устаревшая редакция», ours, when it is for an older edition). Texts here are ours.
 */
export const UpdateTimeline = forwardRef<HTMLOListElement, UpdateTimelineProps>(
  function UpdateTimeline(
    { updates, 'aria-label': ariaLabel = 'История обновлений', now, timeZone, className, ...props },
    ref,
  ) {
    if (updates.length === 0) {
      return <p className={clsx(styles.updateTimelineEmpty, className)}>Обновлений пока нет</p>;
    }
    const newestFirst = [...updates].sort((a, b) => time(b.at) - time(a.at));
    return (
      <ol
        {...props}
        ref={ref}
        aria-label={ariaLabel}
        className={clsx(styles.updateTimeline, className)}
      >
        {newestFirst.map((update) => (
          <li key={update.id} className={styles.updateTimelineItem}>
            <p className={styles.updateTimelineMeta}>
              <RelativeTime value={update.at} now={now} timeZone={timeZone} />
              {/* A space for readers that join inline text; the flex gap spaces it on screen. */}{' '}
              <UserName name={update.author.name} href={update.author.href} size="sm" />
            </p>
            <p className={styles.updateTimelinePercent}>Готово: {formatPercent(update.percent)}</p>
            {update.note ? <p className={styles.updateTimelineNote}>{update.note}</p> : null}
            {update.patch ? (
              <p className={styles.updateTimelinePatch}>
                {update.patch.href ? (
                  <Link href={update.patch.href} target="_blank" rel="noreferrer noopener">
                    Патч {update.patch.version}
                  </Link>
                ) : (
                  <span>Патч {update.patch.version}</span>
                )}
                {update.patch.isOutdated ? <Chip size="sm">устаревшая редакция</Chip> : null}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    );
  },
);
