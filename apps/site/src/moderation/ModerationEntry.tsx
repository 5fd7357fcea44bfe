import {
  moderationActionLabels,
  profilePath,
  type ModerationAction,
  type ModerationTarget,
} from '@vn/domain';
import { Link, RelativeTime, UserName } from '@vn/ui';
import { useEffect, useRef } from 'react';
import * as styles from './ModerationEntry.css';

/** What a line of /log shows, to staff (their full lines) and to everyone else (the public lines). */
export interface ModerationEntryView {
  at: string;
  by: { username: string };
  action: ModerationAction;
  target?: ModerationTarget | undefined;
}

/** The list of a page of the log, named for screen readers. */
export function ModerationEntryList({
  label,
  children,
}: {
  label: string;
  children: React.ReactNode;
}) {
  return (
    <ol className={styles.list} aria-label={label}>
      {children}
    </ol>
  );
}

/**
 * One action: when, who, what, to what (a link where `href` gives one), and the sentence under it
 * (the staff's text, or the details written for everyone; none when empty). The entry a link
 * pointed at (`isCurrent`, docs/product §A2.9) is marked as current, scrolled to and focused when
 * it appears, so a screen reader starts there.
 */
export function ModerationEntry({
  entry,
  href,
  note,
  anchorId,
  isCurrent = false,
}: {
  entry: ModerationEntryView;
  href: string | null;
  note: string;
  /** The element id a link's hash names. */
  anchorId?: string;
  isCurrent?: boolean;
}) {
  const element = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!isCurrent || !element.current) return;
    // Centred, so the sticky top bar does not cover it.
    element.current.scrollIntoView({ block: 'center' });
    element.current.focus({ preventScroll: true });
  }, [isCurrent]);
  const targetName =
    entry.target &&
    (entry.target.name || (entry.target.kind === 'comment' ? 'комментарий' : entry.target.id));
  return (
    <li
      ref={element}
      id={anchorId}
      className={styles.entry}
      aria-current={isCurrent || undefined}
      tabIndex={isCurrent ? -1 : undefined}
    >
      <div className={styles.headline}>
        <RelativeTime value={entry.at}>
          {(when) => (
            <time dateTime={entry.at} title={new Date(entry.at).toLocaleString('ru-RU')}>
              {when}
            </time>
          )}
        </RelativeTime>
        <UserName size="sm" name={entry.by.username} href={profilePath(entry.by.username)} />
        <span className={styles.action}>{moderationActionLabels[entry.action]}</span>
        {targetName && (href ? <Link href={href}>{targetName}</Link> : <span>{targetName}</span>)}
      </div>
      {note && <p className={styles.text}>{note}</p>}
    </li>
  );
}
