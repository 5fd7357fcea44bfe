import { clsx } from 'clsx';
import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../theme/utilities.css';
import { RelativeTime } from '../RelativeTime';
import * as styles from './NotificationItem.css';

export interface NotificationItemProps {
  /** What happened, e.g. "Алиса ответила на ваш комментарий". */
  text: string;
  createdAt: Date | string;
  /** Where the notification leads. */
  href: string;
  /** Not yet seen: highlighted. */
  unread?: boolean;
  /** A fixed moment to count the relative date from (stories); the page's clock otherwise. */
  now?: Date;
  /** Time zone of dates older than 3 days; the reader's own by default. */
  timeZone?: string;
  className?: string;
}

/**
 * One notification of the bell's list (docs/product §2.5): text clamped to 3 lines in a 300 px column,
 * the relative date, and a link to what it is about.
 */
export function NotificationItem({
  text,
  createdAt,
  href,
  unread = false,
  now,
  timeZone,
  className,
}: NotificationItemProps) {
  return (
    <Link href={href} data-unread={unread} className={clsx(styles.item, className)}>
      <p className={styles.text}>
        {unread && <span className={visuallyHidden}>Новое. </span>}
        {text}
      </p>
      <RelativeTime value={createdAt} now={now} timeZone={timeZone} className={styles.date} />
    </Link>
  );
}
