import {
  personSanctionRefusal,
  sanctionFromBan,
  sanctionRefusalMessage,
  type SanctionedAction,
  type User,
} from '@vn/domain';
import type { KeptBan } from './kept-ban';
import { actorOf, useSession } from './session';
import * as styles from './SanctionNotice.css';

/*
 * docs/product §A2.4 (ours): where an action would be, a reader a sanction (or the ban, read as the
 * `everything` sanction, §A2.5) refuses it reads why and until when, in place of the control, rather
 * than finding the control gone. The text is the domain's, the one the API refuses with.
 */

/** Why the signed-in user may not do the action at this moment: the binding sanction's text, or null. */
export function sanctionRefusalText(
  user: User | null,
  action: SanctionedAction,
  now: Date = new Date(),
): string | null {
  return user ? (personSanctionRefusal(actorOf(user), action, now)?.message ?? null) : null;
}

/** `sanctionRefusalText` for the session's reader: null for a guest and while the session loads. */
export function useSanctionRefusal(action: SanctionedAction): string | null {
  return sanctionRefusalText(useSession().user, action);
}

/** The text of a ban kept from the last signed-in visit (kept-ban.ts), as a sanction says it. */
export function keptBanText(ban: KeptBan): string {
  return sanctionRefusalMessage(sanctionFromBan(ban));
}

/** A refusal's text in the place of the control, as a note. */
export function SanctionNotice({ message, className }: { message: string; className?: string }) {
  return (
    <p className={className ? `${styles.notice} ${className}` : styles.notice} role="note">
      {message}
    </p>
  );
}
