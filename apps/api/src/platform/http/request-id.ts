import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id given by a proxy in front is kept when it is a short token: nothing that could break a log line. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Each request's id (Fastify's `request.id`, its `genReqId`): the one a proxy in front gave it in
 * X-Request-Id, so that one id follows a request through the proxy's log and ours, or else a new
 * random one (ids from a counter would repeat across instances and restarts). Every request's log
 * line carries it (`reqId`), every answer sends it back (`sendRequestId`), and an answer of 500 or
 * 503 carries it in its body too, as the error's log line does: a reader's report leads to the log.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Every answer says which request it answers, errors and pages included. */
export function sendRequestId(server: FastifyInstance): void {
  server.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
