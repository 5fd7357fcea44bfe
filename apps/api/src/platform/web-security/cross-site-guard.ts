import type { ErrorEnvelope } from '@vn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CROSS_SITE_REFUSED = 'Запрос с другого сайта отклонён';

/** Methods that read: a page elsewhere may link to them, and they change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request that changes something came from a page of another site (CSRF: a form or a
 * `fetch` elsewhere riding on the reader's cookie). Browsers say where a request comes from in
 * `Sec-Fetch-Site` and `Origin`; a request with neither is not a browser's cross-site one (the
 * SameSite=Lax cookie and the contract's content types cover old browsers).
 */
export function isCrossSiteWrite(
  request: Pick<FastifyRequest, 'method' | 'headers' | 'protocol' | 'host'>,
  trustedOrigins: ReadonlySet<string>,
): boolean {
  if (READS.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  // `none`: the reader's own action (the address bar, a bookmark); `same-site` is a sibling
  // subdomain, which is still someone else's page.
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}` && !trustedOrigins.has(origin);
}

/**
 * Refuses, with 403 and before any handler or body parser runs, every state-changing request a page
 * of another site sends. The site's public address (PUBLIC_URL) is trusted besides the request's own
 * origin, so a reverse proxy that rewrites `Host` does not lock the site out.
 */
export function refuseCrossSiteWrites(server: FastifyInstance, publicUrl: string): void {
  const trusted = new Set([new URL(publicUrl).origin]);
  server.addHook('onRequest', async (request, reply) => {
    if (!isCrossSiteWrite(request, trusted)) return;
    const body: ErrorEnvelope = { message: CROSS_SITE_REFUSED };
    await reply.code(403).send(body);
  });
}
