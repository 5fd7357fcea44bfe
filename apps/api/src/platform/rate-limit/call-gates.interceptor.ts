import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isKeyedByBody, type Endpoint, type RateLimit } from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { from, mergeMap, type Observable } from 'rxjs';
import { CaptchaService } from '../captcha/captcha.service';
import { parseRequest } from '../http/parse-request';
import { CONTRACT_ENDPOINT } from '../http/route';
import { RateLimiter } from './rate-limiter';

interface ParsedInput {
  email?: string;
  captchaId?: string;
  captchaValue?: string;
}

/**
 * What a call's endpoint declares about attempts, enforced before the call runs, so that no
 * feature counts attempts by hand: its `rateLimits` (429 past one) and its `captcha` (498). Input
 * that breaks the contract is refused first (400) and counts against nothing. The limits keyed by
 * who calls count first, then the captcha is checked, then the limits keyed by what the body
 * claims (an e-mail address): nobody can use up another person's limit without solving a captcha
 * each time. After a successful answer, a limit that counts failures gives its attempt back, or
 * forgets the key's count.
 */
@Injectable()
export class CallGates implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly captcha: CaptchaService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const endpoint = this.reflector.get<Endpoint | undefined>(
      CONTRACT_ENDPOINT,
      context.getHandler(),
    );
    const limits = endpoint?.rateLimits ?? [];
    if (!endpoint || (limits.length === 0 && !endpoint.captcha)) return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return from(this.enter(endpoint, limits, request)).pipe(
      mergeMap((keys) =>
        next.handle().pipe(mergeMap(async (answer) => this.succeeded(limits, keys, answer))),
      ),
    );
  }

  /** Counts the attempt and checks the captcha; answers each limit's key. */
  private async enter(
    endpoint: Endpoint,
    limits: readonly RateLimit[],
    request: FastifyRequest,
  ): Promise<string[]> {
    const input = (endpoint.body ? parseRequest(endpoint.body, request.body) : {}) as ParsedInput;
    if (endpoint.query) parseRequest(endpoint.query, request.query);
    const keys = limits.map((limit) => keyOf(limit, request, input));
    for (const [index, limit] of limits.entries()) {
      if (!isKeyedByBody(limit)) await this.limiter.consume(limit.bucket, keys[index]!);
    }
    if (endpoint.captcha) {
      await this.captcha.verify(input.captchaId ?? '', input.captchaValue ?? '');
    }
    for (const [index, limit] of limits.entries()) {
      if (isKeyedByBody(limit)) await this.limiter.consume(limit.bucket, keys[index]!);
    }
    return keys;
  }

  private async succeeded(
    limits: readonly RateLimit[],
    keys: readonly string[],
    answer: unknown,
  ): Promise<unknown> {
    await Promise.all(
      limits.map((limit, index) => {
        const key = keys[index]!;
        if (limit.counts === 'failures') return this.limiter.refund(limit.bucket, key);
        if (limit.counts === 'failuresSinceSuccess') return this.limiter.reset(limit.bucket, key);
        return undefined;
      }),
    );
    return answer;
  }
}

/** The key a limit counts the request's attempt under. */
function keyOf(limit: RateLimit, request: FastifyRequest, input: ParsedInput): string {
  const email = (input.email ?? '').toLowerCase();
  switch (limit.per) {
    case 'address':
      return request.ip;
    case 'user':
      return request.viewer?.user._id ?? request.ip;
    case 'email':
      return email;
    case 'emailFromAddress':
      return `${email} ${request.ip}`;
  }
}
