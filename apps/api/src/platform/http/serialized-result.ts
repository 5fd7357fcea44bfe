import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** How an answer's bytes may travel: as they are, or compressed the way the client accepts. */
export type AnswerEncoding = 'identity' | 'br' | 'gzip';

/**
 * Answers smaller than this go as they are: compressing a few hundred bytes saves less than the
 * header costs (the threshold @fastify/compress applies to every other answer).
 */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The encoding to send for an Accept-Encoding header: br or gzip when the client takes one, by its
 * q-values, br first when both are as welcome (what @fastify/compress picks for other answers).
 */
export function acceptedEncoding(header: string | string[] | undefined): AnswerEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: 'br' | 'gzip') => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br <= 0 && gzip <= 0) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * A result already turned into JSON, which the envelope interceptor sends as it is. For answers many
 * requests share (a guest's catalogue page, the guest main page, a guest's project page):
 * serializing thirty or seventy-five cards was a quarter of such a request's cost, and most of its
 * garbage. The envelope's bytes are made once, and compressed once per encoding a client asks for,
 * rather than encoded and compressed again for every request.
 */
export class SerializedResult {
  private readonly bodies = new Map<AnswerEncoding, Buffer>();

  private constructor(readonly json: string) {}

  static of(result: unknown): SerializedResult {
    return new SerializedResult(JSON.stringify(result));
  }

  /** `{"result":…}` in an encoding; small answers only as they are (see `COMPRESS_FROM_BYTES`). */
  body(wanted: AnswerEncoding): { encoding: AnswerEncoding; bytes: Buffer } {
    const plain = this.encoded('identity');
    const encoding = plain.length < COMPRESS_FROM_BYTES ? 'identity' : wanted;
    return { encoding, bytes: this.encoded(encoding) };
  }

  private encoded(encoding: AnswerEncoding): Buffer {
    let bytes = this.bodies.get(encoding);
    if (!bytes) {
      // The same bytes Fastify's own serializer would send for `{ result }`.
      const plain = this.bodies.get('identity') ?? Buffer.from(`{"result":${this.json}}`);
      bytes =
        encoding === 'br'
          ? brotliCompressSync(plain, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                // Made once per answer and sent many times: a better ratio than per-request
                // compression affords (quality 4), still a few milliseconds for the main page.
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            })
          : encoding === 'gzip'
            ? gzipSync(plain, { level: 9 })
            : plain;
      this.bodies.set(encoding, bytes);
    }
    return bytes;
  }
}
