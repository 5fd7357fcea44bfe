import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../common/route';
import { UsersRepository } from '../../features/users';
import { sessionTokenOf } from './session-cookie';
import { SessionService } from './session.service';
import { actorOf, NOT_SIGNED_IN } from './viewer';

/**
 * Runs before every handler: finds the viewer from the session cookie, and answers 401 on a route
 * that is not marked public (through its contract endpoint) when there is none. A removed user's
 * sessions count as none. What a signed-in viewer may do is then `can()`'s decision in the service.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly users: UsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.viewer = await this.viewerOf(request);
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isPublic && !request.viewer) throw new DomainError('notSignedIn', NOT_SIGNED_IN);
    return true;
  }

  private async viewerOf(request: FastifyRequest) {
    const token = sessionTokenOf(request);
    if (!token) return null;
    const userId = await this.sessions.userIdOf(token);
    if (!userId) return null;
    const user = await this.users.findById(userId);
    if (!user || user.removed) return null;
    return { user, actor: actorOf(user), sessionToken: token };
  }
}
