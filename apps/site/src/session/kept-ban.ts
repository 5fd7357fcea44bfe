import { isBanActive, type UserBan } from '@vn/domain';

/*
 * docs/product §4 Ban, §9: "On logout during a ban the expiry is kept locally." A reader who signs out
 * while banned is still told until when (the comment box, the login page), rather than finding out
 * only after signing in again. Seeing the account unbanned, or the expiry passing, clears it.
 */

const BAN_KEY = 'vn.ban';

export interface KeptBan {
  expiredAt: string;
  reason?: string;
}

/** Remembers the signed-in reader's ban while it lasts; forgets it when there is none. */
export function keepBan(ban: UserBan | null | undefined, now: Date = new Date()): void {
  try {
    if (ban && isBanActive(ban, now)) {
      const expiredAt = new Date(ban.expiredAt).toISOString();
      const kept: KeptBan = ban.reason ? { expiredAt, reason: ban.reason } : { expiredAt };
      window.localStorage.setItem(BAN_KEY, JSON.stringify(kept));
    } else {
      window.localStorage.removeItem(BAN_KEY);
    }
  } catch {
    // Storage refused: nothing is kept, which only means a guest is not told.
  }
}

/** The ban kept from the last signed-in visit, if it is still running. */
export function keptBan(now: Date = new Date()): KeptBan | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(BAN_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { expiredAt, reason } = stored as Record<string, unknown>;
    if (typeof expiredAt !== 'string' || !isBanActive({ expiredAt }, now)) return null;
    return typeof reason === 'string' && reason !== '' ? { expiredAt, reason } : { expiredAt };
  } catch {
    return null;
  }
}
