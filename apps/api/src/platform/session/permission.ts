import { can, DomainError, type PermissionAction, type PermissionSubject } from '@vn/domain';
import type { Viewer } from './viewer';

export const FORBIDDEN = 'Недостаточно прав';

/** Answers 403 unless `can()` allows the viewer the action (docs/product §6): the one permission check. */
export function requirePermission<A extends PermissionAction>(
  viewer: Viewer | null,
  action: A,
  subject?: PermissionSubject<A>,
): void {
  if (!can<A>({ actor: viewer?.actor ?? null, action, subject, now: new Date() })) {
    throw new DomainError('forbidden', FORBIDDEN);
  }
}

/** Whether `can()` allows it, for answers that differ by right rather than refuse. */
export function allows<A extends PermissionAction>(
  viewer: Viewer | null,
  action: A,
  subject?: PermissionSubject<A>,
): boolean {
  return can<A>({ actor: viewer?.actor ?? null, action, subject, now: new Date() });
}
