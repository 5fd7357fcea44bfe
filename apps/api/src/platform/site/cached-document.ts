import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A text the server builds from its memory and keeps until what it was built from moves. */
export interface BuiltDocument<T> {
  value: T;
  /** Weak: the same text compressed differently is still the same document. */
  etag: string;
}

/** A weak entity tag of a text, from its content: an unchanged rebuild keeps it. */
export function entityTag(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/**
 * Builds on the first read after `version` moves, not on every change: a vote moves the catalogue's
 * version many times between two reads of the sitemap. Reads while a build runs share it.
 */
export class CachedDocument<T> {
  private built: { version: string; document: Promise<BuiltDocument<T>> } | null = null;

  constructor(
    private readonly version: () => string,
    private readonly build: () => T | Promise<T>,
    private readonly textOf: (value: T) => string,
  ) {}

  get(): Promise<BuiltDocument<T>> {
    const version = this.version();
    if (this.built?.version !== version) {
      const document = (async () => {
        const value = await this.build();
        return { value, etag: entityTag(this.textOf(value)) };
      })();
      this.built = { version, document };
      // A failed build is not kept: the next read tries again.
      document.catch(() => {
        if (this.built?.document === document) this.built = null;
      });
    }
    return this.built!.document;
  }
}

/** Whether the client's `If-None-Match` names this tag (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a document anyone may cache for `maxAge` seconds and then revalidate by its tag: an
 * unchanged one answers 304 without a body.
 */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { text: string; etag: string },
  { type, maxAge }: { type: string; maxAge: number },
) {
  void reply.header('cache-control', `public, max-age=${maxAge}`).header('etag', document.etag);
  if (matches(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
  return reply.type(type).send(document.text);
}
