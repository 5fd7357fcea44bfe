import { randomBytes } from 'node:crypto';

/**
 * Ids of live events: 24 hex characters that sort as the events were made — milliseconds (12), a
 * sequence within the millisecond (6), this instance (6). An ObjectId orders only by the second
 * across processes; these order by the millisecond, and strictly within one instance, so
 * `_id > Last-Event-ID` is what a stream missed. Across instances the order rests on their clocks
 * agreeing (NTP), as any time-based id does.
 */
export class LiveEventIds {
  private readonly instance = randomBytes(3).toString('hex');
  private lastTime = 0;
  private sequence = 0;

  next(now = Date.now()): string {
    if (now > this.lastTime) {
      this.lastTime = now;
      this.sequence = 0;
    } else if (this.sequence < 0xffffff) {
      this.sequence += 1;
    } else {
      // Sixteen million ids in one millisecond: borrow the next one rather than repeat an id.
      this.lastTime += 1;
      this.sequence = 0;
    }
    return (
      this.lastTime.toString(16).padStart(12, '0') +
      this.sequence.toString(16).padStart(6, '0') +
      this.instance
    );
  }
}

/** Whether a client's `Last-Event-ID` is one of ours; anything else starts without a replay. */
export function isLiveEventId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);
}
