import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  VNDB_SEARCH_RESULTS,
  vndbMatchFrom,
  vndbMessages,
  vndbSearchKey,
  vndbSearchQuerySchema,
  type VndbMatch,
} from '@vn/domain';
import { KeyedCache } from '../../platform/cache';
import { parseRequest } from '../../platform/http';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { vndbSearchAnswerSchema, vndbSearchRequest } from './vndb-protocol';

/** Names remembered, and for how long: a form's author retypes and re-picks the same few names. */
export const VNDB_CACHE_SIZE = 100;
export const VNDB_CACHE_TTL_MS = 10 * 60_000;
/** Far above ten matches of the asked fields; a bigger answer is not the service's. */
const ANSWER_MAX_BYTES = 1_000_000;

/** Why a lookup failed, for the log only: the reader gets `vndbMessages.unavailable`. */
class LookupFailed extends Error {}

/**
 * The project form's lookup in the external visual novel database (docs/architecture.md § The
 * external visual novel database): asked with a timeout, answers kept in a small cache (per
 * instance: a repeat elsewhere costs one more request, which is fine), and a service that is down,
 * slow or off-protocol is a 503 with a sentence telling the reader to fill the fields in by hand.
 * Nothing the service says is passed on.
 */
@Injectable()
export class VndbService {
  private readonly logger = new Logger('Vndb');
  private readonly cache = new KeyedCache<string, VndbMatch[]>({
    name: 'VNDB matches',
    capacity: VNDB_CACHE_SIZE,
    ttlMs: VNDB_CACHE_TTL_MS,
  });
  /** Lookups under way: the same name asked again meanwhile waits for the same answer. */
  private readonly pending = new Map<string, Promise<VndbMatch[]>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async search(name: string): Promise<VndbMatch[]> {
    const query = parseRequest(vndbSearchQuerySchema, { name });
    const key = vndbSearchKey(query.name);
    const known = this.cache.get(key) ?? this.pending.get(key);
    if (known) return known;
    const lookup = this.ask(query.name)
      .then((matches) => {
        this.cache.set(key, matches);
        return matches;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, lookup);
    return lookup;
  }

  private async ask(name: string): Promise<VndbMatch[]> {
    const { apiUrl, timeoutMs } = this.config.vndb;
    try {
      const response = await fetch(`${apiUrl}/vn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(vndbSearchRequest(name)),
        // Covers reading the answer too.
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new LookupFailed(`answered ${response.status}`);
      }
      const answer = vndbSearchAnswerSchema.safeParse(parseJson(await readLimited(response)));
      if (!answer.success) throw new LookupFailed('answered off its protocol');
      return answer.data.results.slice(0, VNDB_SEARCH_RESULTS).map(vndbMatchFrom);
    } catch (error) {
      const reason =
        error instanceof LookupFailed
          ? error.message
          : error instanceof Error && error.name === 'TimeoutError'
            ? `did not answer within ${timeoutMs} ms`
            : `could not be reached (${error instanceof Error ? error.message : String(error)})`;
      this.logger.warn(`The visual novel database at ${apiUrl} ${reason}`);
      throw new DomainError('unavailable', vndbMessages.unavailable);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new LookupFailed('answered something that is not JSON');
  }
}

/** The answer's text, refused past `ANSWER_MAX_BYTES` without reading the rest. */
async function readLimited(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > ANSWER_MAX_BYTES) throw new LookupFailed('answered too much');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
