import { formatDate, translationStatusLabels, type TranslationStatus } from '@vn/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '../Link';
import * as styles from './TranslationCard.css';

export interface TranslationCardProps {
  /** The translation group's name (its description in docs/product §3). */
  group: string;
  /** The group's own page on the site, when the catalogue knows the group: the name links there. */
  groupHref?: string;
  /** One of docs/product §3's five, or a group's own (§A1.5: «Анонсирован», «На паузе», «Заброшен»). */
  status: TranslationStatus;
  /** A paid translation. */
  nonFree?: boolean;
  releasedAt?: Date | string | null;
  /** Where to get it. */
  link?: { href: string; text: string } | null;
  description?: string;
  /** Time zone for the date, for tests and screenshots; the reader's own by default. */
  timeZone?: string;
  className?: string;
  /** What the group says of its progress (docs/product §A1), below the rest. */
  children?: ReactNode;
}

/**
 * One translation of a project (docs/product §3): group, status, paid mark, date, link, description;
 * then, when given, its progress.
 */
export function TranslationCard({
  group,
  groupHref,
  status,
  nonFree = false,
  releasedAt,
  link,
  description,
  timeZone,
  className,
  children,
}: TranslationCardProps) {
  return (
    <article className={clsx(styles.card, className)} aria-label={`Перевод: ${group}`}>
      <div className={styles.header}>
        <h3 className={styles.group}>
          {groupHref ? (
            // Underlined: a linked group is told apart from one without a page, colour aside.
            <Link href={groupHref}>{group}</Link>
          ) : (
            group
          )}
        </h3>
        <span className={styles.status}>{translationStatusLabels[status]}</span>
        {nonFree && <span className={styles.paid}>Платный</span>}
      </div>
      {releasedAt && (
        <span className={styles.meta}>Выход перевода: {formatDate(releasedAt, timeZone)}</span>
      )}
      {description && <p className={styles.meta}>{description}</p>}
      {link && (
        <a className={styles.link} href={link.href} target="_blank" rel="noreferrer noopener">
          {link.text}
        </a>
      )}
      {children}
    </article>
  );
}
