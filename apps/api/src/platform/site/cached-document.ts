import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KeyedCache } from '../cache/keyed-cache';

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

/**
 * Texts by key (a feed per project), each built on the first read after `version` moves and kept
 * under it, at most `capacity` of them (the least recently read go first). A key whose build answers
 * null has no document (404) and nothing is kept for it, so unknown keys fill nothing.
 */
export class KeyedDocuments {
  private readonly kept: KeyedCache<string, { version: string; document: BuiltDocument<string> }>;

  constructor(
    private readonly version: () => string,
    private readonly build: (key: string) => string | null | Promise<string | null>,
    capacity = 1_000,
  ) {
    this.kept = new KeyedCache({ name: 'discovery documents', capacity });
  }

  async get(key: string): Promise<BuiltDocument<string> | null> {
    const version = this.version();
    const kept = this.kept.get(key);
    if (kept?.version === version) return kept.document;
    const text = await this.build(key);
    if (text === null) {
      this.kept.delete(key);
      return null;
    }
    const document = { value: text, etag: entityTag(text) };
    // Built from what may have moved meanwhile: served, but not kept under the older version.
    if (this.version() === version) this.kept.set(key, { version, document });
    return document;
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
 * unchanged one answers 304 without a body. A `personal` one (a reader's own feed, behind a secret
 * address) only the reader's own client may keep, asking again each time, and is not indexed.
 */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { text: string; etag: string },
  { type, maxAge, personal = false }: { type: string; maxAge: number; personal?: boolean },
) {
  if (personal) void reply.header('x-robots-tag', 'noindex, nofollow');
  void reply
    .header('cache-control', personal ? 'private, no-cache' : `public, max-age=${maxAge}`)
    .header('etag', document.etag);
  if (matches(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
  return reply.type(type).send(document.text);
}
