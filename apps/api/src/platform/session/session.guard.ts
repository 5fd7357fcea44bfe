import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { callRefusal, DomainError, type Endpoint } from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './permission';
import { CONTRACT_ENDPOINT, IS_PUBLIC } from '../http/route';
import { SanctionsByUser } from '../../features/sanctions';
import { UsersById } from '../../features/users';
import { sessionTokenOf } from './session-cookie';
import { SessionService } from './session.service';
import { actorOf, NOT_SIGNED_IN } from './viewer';

/**
 * Runs before every handler: finds the viewer from the session cookie, answers 401 on a route that
 * is not marked public (through its contract endpoint) when there is none, and 403 when the viewer
 * lacks the right the endpoint declares (`permission`). A removed user's sessions count as none. A
 * right over one record (its author, its owner) is `can()`'s decision in the service, once it has
 * read the record.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly users: UsersById,
    private readonly sanctions: SanctionsByUser,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.viewer = await this.viewerOf(request);
    const endpoint = this.reflector.get<Endpoint | undefined>(
      CONTRACT_ENDPOINT,
      context.getHandler(),
    );
    // Test-only controllers have no endpoint; they say `@Public()` themselves.
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    const now = new Date();
    const actor = request.viewer?.actor ?? null;
    const refusal = callRefusal({ public: isPublic, permission: endpoint?.permission }, actor, now);
    if (refusal === 'notSignedIn') throw new DomainError('notSignedIn', NOT_SIGNED_IN);
    if (refusal === 'forbidden') throw forbidden(actor, endpoint?.permission ?? '', now);
    return true;
  }

  private async viewerOf(request: FastifyRequest) {
    const token = sessionTokenOf(request);
    if (!token) return null;
    const userId = await this.sessions.userIdOf(token);
    if (!userId) return null;
    const user = await this.users.findById(userId);
    if (!user || user.removed) return null;
    return { user, actor: actorOf(user, this.sanctions.of(user._id)), sessionToken: token };
  }
}
