import { KeyedCache } from '../cache';
import { SerializedResult } from './serialized-result';

/** Serialized answers kept per question; readers ask the same few views over and over. */
const GUEST_ANSWERS = 2_000;

/**
 * Guests' answers (no list marks, so the same for every guest), serialized once and kept until what
 * they are made of changes: `version` says so (the index's, or a composite), and a new one empties
 * the cache. One instance per kind of version, or they would empty each other's.
 */
export class GuestAnswers {
  private version: number | string = -1;
  private readonly answers: KeyedCache<string, SerializedResult>;

  /** `name`: what it answers, for the metrics. */
  constructor(name: string) {
    this.answers = new KeyedCache({ name: `guest answers: ${name}`, capacity: GUEST_ANSWERS });
  }

  async get(
    version: number | string,
    key: string,
    make: () => Promise<unknown>,
  ): Promise<SerializedResult> {
    if (version !== this.version) {
      this.version = version;
      this.answers.clear();
    }
    const cached = this.answers.get(key);
    if (cached) return cached;
    const answer = SerializedResult.of(await make());
    // Kept only if the catalogue did not change while it was made.
    if (this.version === version) {
      this.answers.set(key, answer);
    }
    return answer;
  }
}
