import { formatDate, type UserBan } from '@vn/domain';

/** "Вы забанены до …" with the reason (docs/product §4 Ban): why there is no comment box. */
export function BanNotice({ ban, className }: { ban: UserBan; className?: string }) {
  return (
    <p className={className} role="note">
      Вы забанены до {formatDate(ban.expiredAt)} и не можете писать и отвечать на комментарии.
      {ban.reason ? ` Причина: ${ban.reason}` : ''}
    </p>
  );
}
