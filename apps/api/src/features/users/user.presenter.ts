import type {
  ContactResult,
  PublicProfile,
  SanctionNotice,
  SessionState,
  User,
  UserEvents,
  UserRef,
} from '@vn/domain';
import { settingsOf, type UserRecord } from './user.schema';

/** The user as they see themselves (docs/product §3): everything but the secrets. */
export function presentSelf(user: UserRecord): User {
  return {
    ...presentPublic(user),
    email: user.email,
    settings: settingsOf(user),
    presets: user.presets,
  } as User;
}

/** The user as anyone else sees them: no e-mail, settings or presets. */
export function presentPublic(user: UserRecord): PublicProfile {
  return {
    _id: user._id,
    username: user.username,
    role: user.role,
    avatar: user.avatar,
    bg: user.bg,
    description: user.description,
    banned: user.banned
      ? { expiredAt: user.banned.expiredAt.toISOString(), reason: user.banned.reason }
      : null,
    hidden: false,
    removed: user.removed,
    createdAt: user.createdAt.toISOString(),
    owner: { novels: user.ownedNovelIds },
  };
}

/**
 * What sign-in and `GET /api/settings` answer: the user, their contacts with unread counts, and the
 * first page of their notifications (docs/product §7); ours, the user's sanctions that bind now or
 * will (docs/product §A2.4).
 */
export function presentSession(
  user: UserRecord,
  {
    userEvents,
    contacts,
    sanctions,
  }: { userEvents: UserEvents; contacts: ContactResult[]; sanctions: SanctionNotice[] },
): SessionState {
  return { user: { ...presentSelf(user), sanctions }, contacts, userEvents };
}

/** How a user shows when their account is gone. */
export const GONE_USER_NAME = 'Удалённый пользователь';

/** A user as other records name them (`UserRef`); a removed or missing account shows as gone. */
export function presentRef(id: string, user: UserRecord | null): UserRef {
  if (!user || user.removed) return { _id: id, username: GONE_USER_NAME };
  return { _id: user._id, username: user.username, ...(user.avatar && { avatar: user.avatar }) };
}
