import type { FastifyInstance } from 'fastify';

/** Where the site's pages may load from; everything else is refused by the browser. */
export function contentSecurityPolicy(options: {
  s3PublicUrl?: string | null;
  /** Inline scripts allowed by their hash (the theme's boot script, platform/site/boot-script.ts). */
  scriptHashes?: readonly string[];
}): string {
  const s3 = options.s3PublicUrl ? [new URL(options.s3PublicUrl).origin] : [];
  const google = 'https://accounts.google.com/gsi/';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // No inline script but the theme's boot script, allowed by its hash alone.
    'script-src': ["'self'", ...(options.scriptHashes ?? []), `${google}client`],
    // React writes `style` attributes and the boot screen is an inline <style>; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", `${google}style`],
    // Uploads are ours or in the bucket (S3_PUBLIC_URL); `[img]` markup from before may point to any
    // https host (docs/product §3), and an image cannot run code, so https images stay allowed.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...s3],
    'font-src': ["'self'"],
    'connect-src': ["'self'", google],
    'frame-src': ['https://www.youtube-nocookie.com', google],
    'media-src': ["'self'", ...s3],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nobody frames our pages (clickjacking); X-Frame-Options below says the same to old browsers.
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Headers every answer carries — pages, files and API answers alike, errors included (set before
 * anything else runs): the content security policy, no framing, no MIME sniffing, and the page's
 * address only to our own origin (other sites get the origin alone).
 */
export function sendSecurityHeaders(
  server: FastifyInstance,
  options: { s3PublicUrl?: string | null; https: boolean; scriptHashes?: readonly string[] },
): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(options.https && { 'strict-transport-security': 'max-age=31536000' }),
  };
  server.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers);
  });
}
