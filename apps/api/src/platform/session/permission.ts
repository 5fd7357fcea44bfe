import {
  can,
  DomainError,
  personSanctionRefusal,
  type Actor,
  type PermissionAction,
  type PermissionSubject,
} from '@vn/domain';
import type { Viewer } from './viewer';

export const FORBIDDEN = 'Недостаточно прав';

/** Answers 403 unless `can()` allows the viewer the action (docs/product §6): the one permission check. */
export function requirePermission<A extends PermissionAction>(
  viewer: Viewer | null,
  action: A,
  subject?: PermissionSubject<A>,
): void {
  const now = new Date();
  if (!can<A>({ actor: viewer?.actor ?? null, action, subject, now })) {
    throw forbidden(viewer?.actor ?? null, action, now);
  }
}

/**
 * The 403 of a refused action: the text of the sanction that binds it, with its end and reason
 * (docs/product §A2.4), or «Недостаточно прав» when no sanction is why.
 */
export function forbidden(actor: Actor | null, action: string, now: Date): DomainError {
  const sanctioned = actor ? personSanctionRefusal(actor, action, now) : null;
  return new DomainError('forbidden', sanctioned?.message ?? FORBIDDEN);
}

/** Whether `can()` allows it, for answers that differ by right rather than refuse. */
export function allows<A extends PermissionAction>(
  viewer: Viewer | null,
  action: A,
  subject?: PermissionSubject<A>,
): boolean {
  return can<A>({ actor: viewer?.actor ?? null, action, subject, now: new Date() });
}
