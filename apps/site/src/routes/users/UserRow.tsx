import {
  accountMessages,
  formatDate,
  isBanActive,
  isStaffMember,
  profilePath,
  removeUserQuestion,
  userRoleLabels,
  type UserListItem,
} from '@vn/domain';
import { BanChip, Chip, UserName, useToasts, visuallyHidden } from '@vn/ui';
import { Trash2 } from 'lucide-react';
import { IconAction } from '../../app/IconAction';
import { failureText } from '../../api/failure-text';
import { useConfirm } from '../../app/confirm';
import { useConfirmedRemoval } from '../../app/use-confirmed-removal';
import * as styles from './UsersPage.css';

export interface UserRowProps {
  user: UserListItem;
  now: Date;
  /** Present for administrators (docs/product §6), on every row but their own. */
  onRemove?: (user: UserListItem) => Promise<void>;
}

/**
 * One user: the name linked to the profile (§2.2's path rule), the e-mail, the role as §3 shows it,
 * an active ban as the profile shows it ("до {date}", §2.4), when they registered, and for an
 * administrator the remove button.
 */
export function UserRow({ user, now, onRemove }: UserRowProps) {
  const ban = user.banned && isBanActive(user.banned, now) ? user.banned : null;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <UserName name={user.username} href={profilePath(user.username)} />
        <span className={styles.email}>{user.email}</span>
      </div>
      <div className={styles.rowMeta}>
        <Chip size="sm" variant={isStaffMember(user.role) ? 'accent' : 'neutral'}>
          {userRoleLabels[user.role]}
        </Chip>
        {ban && (
          <span>
            <span className={visuallyHidden}>Забанен </span>
            <BanChip size="sm" expiredAt={ban.expiredAt} /> {ban.reason}
          </span>
        )}
        <span>
          Зарегистрирован <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </span>
        {onRemove && <RemoveUserButton user={user} onRemove={onRemove} />}
      </div>
    </li>
  );
}

function RemoveUserButton({
  user,
  onRemove,
}: {
  user: UserListItem;
  onRemove: (user: UserListItem) => Promise<void>;
}) {
  const confirm = useConfirm();
  const toasts = useToasts();
  const removal = useConfirmedRemoval({
    ask: () =>
      confirm({
        title: removeUserQuestion(user.username),
        message: 'Он не сможет войти; написанное им останется под его именем.',
        variant: 'destructive',
      }),
    remove: () => onRemove(user),
    done: () => toasts.success(accountMessages.userRemoved),
    failureOf: (error) => failureText(accountMessages.removeUserFailed, error),
  });

  return (
    <IconAction
      label={`Удалить пользователя ${user.username}`}
      icon={Trash2}
      isPending={removal.pending}
      onPress={() => void removal.run()}
    />
  );
}
