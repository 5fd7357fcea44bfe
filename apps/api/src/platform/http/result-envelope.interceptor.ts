import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { ResultEnvelope } from '@vn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { acceptedEncoding, SerializedResult } from './serialized-result';

/** Adds `accept-encoding` to the reply's Vary header (keeping what it already names). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const names =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((name) => name.trim());
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'accept-encoding')) return;
  void reply.header('vary', [...names.filter(Boolean), 'accept-encoding'].join(', '));
}

/** Every successful answer is `{ result }` (docs/product §7); handlers return the bare result. */
export class ResultEnvelopeInterceptor<T> implements NestInterceptor<
  T,
  ResultEnvelope<T> | Buffer
> {
  intercept(
    context: ExecutionContext,
    next: CallHandler<T>,
  ): Observable<ResultEnvelope<T> | Buffer> {
    return next.handle().pipe(
      map((result) => {
        if (!(result instanceof SerializedResult)) return { result };
        // Bytes made (and compressed) once for every request that shares the answer; Content-Encoding
        // set here tells @fastify/compress the answer is already compressed.
        const http = context.switchToHttp();
        const reply = http.getResponse<FastifyReply>();
        const wanted = acceptedEncoding(
          http.getRequest<FastifyRequest>().headers['accept-encoding'],
        );
        const { encoding, bytes } = result.body(wanted);
        void reply.type('application/json; charset=utf-8');
        varyOnEncoding(reply);
        if (encoding !== 'identity') void reply.header('content-encoding', encoding);
        return bytes;
      }),
    );
  }
}
