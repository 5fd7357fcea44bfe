import { isSelfTarget, selfTargetRefusals } from '../accounts/self-target';
import type { ErrorKind } from '../api/errors';
import { momentTime, type SanctionPeriod } from './sanction';

/**
 * When a sanction cannot be lifted (docs/product §A2.7, ours), with how the API refuses. Who may lift
 * at all is a moderator's right (`can()`, as `unban`); this is about the sanction. The reason a lift
 * needs is the lift body's (`sanctionLiftBodySchema`).
 */
export const liftRefusals = {
  // As `selfTargetRefusals.unban`: a sanctioned moderator must not end their own sanction.
  self: { kind: selfTargetRefusals.unban.kind, message: 'Нельзя снять ограничение с себя' },
  lifted: { kind: 'conflict', message: 'Ограничение уже снято' },
  ended: { kind: 'conflict', message: 'Ограничение уже закончилось' },
} as const satisfies Record<string, { kind: ErrorKind; message: string }>;
export type LiftRefusalReason = keyof typeof liftRefusals;

/** A sanction as lifting reads it: whom it binds, and when. */
export interface LiftableSanction extends SanctionPeriod {
  /** The person the sanction binds. */
  userId: string;
}

/** One question to `liftRefusal`. */
export interface LiftRequest {
  sanction: LiftableSanction;
  /** Who asks to lift it; undefined when signed out. */
  viewerId: string | undefined;
  now: Date;
}

/**
 * Why the sanction cannot be lifted, or null when it can: not by the person it binds; not once
 * lifted; not once ended (a warning ends as it starts). One that has not started yet can be lifted.
 */
export function liftRefusal({ sanction, viewerId, now }: LiftRequest): LiftRefusalReason | null {
  if (isSelfTarget(viewerId, sanction.userId)) return 'self';
  if (sanction.liftedAt !== null && sanction.liftedAt !== undefined) return 'lifted';
  if (sanction.endsAt !== null && !(momentTime(sanction.endsAt) > now.getTime())) return 'ended';
  return null;
}
