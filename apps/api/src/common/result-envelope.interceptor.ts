import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { ResultEnvelope } from '@vn/domain';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { SerializedResult } from './serialized-result';

/** Every successful answer is `{ result }` (SPEC.md §7); handlers return the bare result. */
export class ResultEnvelopeInterceptor<T> implements NestInterceptor<
  T,
  ResultEnvelope<T> | string
> {
  intercept(
    context: ExecutionContext,
    next: CallHandler<T>,
  ): Observable<ResultEnvelope<T> | string> {
    return next.handle().pipe(
      map((result) => {
        if (!(result instanceof SerializedResult)) return { result };
        // The same bytes Fastify's own serializer would send for `{ result }`.
        context.switchToHttp().getResponse<FastifyReply>().type('application/json; charset=utf-8');
        return `{"result":${result.json}}`;
      }),
    );
  }
}
