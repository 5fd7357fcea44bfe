import { isMessageEdited } from '@vn/domain';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { RelativeTime } from '../RelativeTime';
import * as styles from './MessageBubble.css';

export interface MessageBubbleProps {
  /** The rendered body (the editor's read-only renderer), never raw HTML. */
  children: ReactNode;
  /** The reader's own message: on the right, tinted. */
  own: boolean;
  createdAt: Date | string;
  updatedAt?: Date | string;
  /** A fixed moment to count the relative date from (stories); the page's clock otherwise. */
  now?: Date;
  timeZone?: string;
  className?: string;
}

/**
 * One private message (docs/product §2.5): the body, when it was sent, and the "изменено" mark when it was
 * updated more than 2 minutes after it was sent (the domain's rule).
 */
export function MessageBubble({
  children,
  own,
  createdAt,
  updatedAt,
  now,
  timeZone,
  className,
}: MessageBubbleProps) {
  const edited = updatedAt !== undefined && isMessageEdited({ createdAt, updatedAt });
  return (
    <article className={clsx(styles.bubble({ side: own ? 'own' : 'theirs' }), className)}>
      <div>{children}</div>
      <span className={styles.meta}>
        <RelativeTime value={createdAt} now={now} timeZone={timeZone} />
        {edited && ' · изменено'}
      </span>
    </article>
  );
}
