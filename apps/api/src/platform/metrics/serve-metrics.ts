import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiMetrics } from './api-metrics';

/** Where a request that came straight from this machine comes from. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /metrics` (outside `/api`, where Prometheus looks), and the count and time of every answer.
 * Not public: only to a request from this machine that no proxy forwarded (a proxy on the same
 * machine would otherwise pass the world's requests on from loopback), or to one that carries
 * `Authorization: Bearer METRICS_TOKEN`. Anyone else gets the not-found answer of an unknown path.
 */
export function serveMetrics(
  server: FastifyInstance,
  metrics: ApiMetrics,
  token: string | null,
): void {
  server.addHook('onResponse', async (request, reply) => {
    metrics.answered(
      request.method,
      request.routeOptions.url ?? 'unknown',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  server.get('/metrics', async (request, reply) => {
    if (!fromThisMachine(request) && !carriesToken(request, token)) {
      return reply.status(404).send({ message: 'Not Found' });
    }
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return forwarded === undefined && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

function carriesToken(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
