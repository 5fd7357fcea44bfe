import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DomainError, type Actor } from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import type { SanctionRecord } from '../../features/sanctions';
import type { UserRecord } from '../../features/users';

/** The signed-in person behind a request. */
export interface Viewer {
  user: UserRecord;
  /** What `can()` judges. */
  actor: Actor;
  /** The session token of the request's cookie. */
  sessionToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer?: Viewer | null;
  }
}

/** What `can()` judges of a user: their role, ban, sanctions (any; the rule picks those in force) and projects. */
export function actorOf(user: UserRecord, sanctions: readonly SanctionRecord[] = []): Actor {
  return {
    id: user._id,
    role: user.role,
    ban: user.banned,
    sanctions,
    ownedNovelIds: user.ownedNovelIds,
  };
}

export const NOT_SIGNED_IN = 'Необходимо войти';

/** The signed-in viewer; the guard has already answered 401 on routes that are not public. */
export const CurrentViewer = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const viewer = context.switchToHttp().getRequest<FastifyRequest>().viewer;
  if (!viewer) throw new DomainError('notSignedIn', NOT_SIGNED_IN);
  return viewer;
});

/** The viewer on a public route: null for a guest. */
export const OptionalViewer = createParamDecorator(
  (_: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<FastifyRequest>().viewer ?? null,
);
