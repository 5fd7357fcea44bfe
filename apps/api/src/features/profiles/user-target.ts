import type { UserRecord } from '../users';

/** A user as the moderation log names them (/log links to their profile). */
export function userTarget(user: Pick<UserRecord, '_id' | 'username'>) {
  return { kind: 'user', id: user._id, name: user.username } as const;
}
