import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { ResultEnvelope } from '@vn/domain';
import { map, type Observable } from 'rxjs';

/** Every successful answer is `{ result }` (SPEC.md §7); handlers return the bare result. */
export class ResultEnvelopeInterceptor<T> implements NestInterceptor<T, ResultEnvelope<T>> {
  intercept(_context: ExecutionContext, next: CallHandler<T>): Observable<ResultEnvelope<T>> {
    return next.handle().pipe(map((result) => ({ result })));
  }
}
