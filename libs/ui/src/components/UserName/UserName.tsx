import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { ModeratorChip } from '../Chip';
import { userName, userNameLink, userNameText, type UserNameVariants } from './UserName.css';

export interface UserNameProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  name: string;
  /** The profile's address; without one the name is plain text. */
  href?: string;
  /** Shows the "Модератор" chip: the app says who is staff (`isStaffMember`). */
  isStaff?: boolean;
  /** Passed to the link (e.g. a client-side router's `routerOptions`). */
  linkProps?: Omit<LinkProps, 'href' | 'children' | 'className'>;
  /** @default 'md' */
  size?: UserNameVariants['size'];
  className?: string;
}

/** A user's name, as a link to the profile when `href` is given, with the moderator chip. */
export const UserName = forwardRef<HTMLSpanElement, UserNameProps>(function UserName(
  { name, href, isStaff = false, linkProps, size, className, ...props },
  ref,
) {
  return (
    <span {...props} ref={ref} className={clsx(userName({ size }), className)}>
      {href ? (
        <Link {...linkProps} href={href} className={userNameLink}>
          {name}
        </Link>
      ) : (
        <span className={userNameText}>{name}</span>
      )}
      {isStaff ? <ModeratorChip size="sm" /> : null}
    </span>
  );
});
