import { DomainError, type ErrorKind } from '../api/errors';

/**
 * What no one may do to their own account, whatever their rights (ours; docs/product §6 is silent),
 * with how the API refuses it. A ban or a removal of oneself is a slip nobody could undo (the
 * account can no longer act); an unban of oneself would let a banned moderator end their own ban,
 * so it is a matter of rights.
 */
export const selfTargetRefusals = {
  ban: { kind: 'invalid', message: 'Нельзя забанить себя' },
  unban: { kind: 'forbidden', message: 'Нельзя снять бан с себя' },
  removeUser: { kind: 'invalid', message: 'Нельзя удалить себя' },
} as const satisfies Record<string, { kind: ErrorKind; message: string }>;
export type SelfTargetAction = keyof typeof selfTargetRefusals;

/** Whether the action would be the actor's on their own account (the site then offers no button). */
export function isSelfTarget(actorId: string | undefined, targetId: string): boolean {
  return actorId !== undefined && actorId === targetId;
}

/** Refuses the action when it targets the actor's own account (the API's side of the rule). */
export function refuseSelfTarget(
  action: SelfTargetAction,
  actorId: string,
  targetId: string,
): void {
  if (!isSelfTarget(actorId, targetId)) return;
  const { kind, message } = selfTargetRefusals[action];
  throw new DomainError(kind, message);
}
