import { TIMINGS } from '@vn/domain';

/**
 * The page's clock: the one moment every relative date of the page is shown for, and the time zone
 * dates are written in (docs/product §9). It moves on by itself (`start`), so "только что" becomes
 * "1 минуту назад" while the page is open, and whatever shows a date follows it without the page
 * around it rendering again.
 */
export interface PageClock {
  /** Milliseconds since the epoch. */
  now: () => number;
  /** An IANA zone; undefined is the reader's own. */
  timeZone: () => string | undefined;
  /** The moment and zone of the page as the server rendered it, while the browser hydrates it. */
  served: () => { now: number; timeZone: string | undefined };
  subscribe: (onChange: () => void) => () => void;
  /** Sets the moment or the zone (the reader's, once a served page has hydrated). */
  set: (next: { now?: number; timeZone?: string | undefined }) => void;
  /**
   * Moves the clock to the reader's time every `TIMINGS.pageClockTickMs`, and at once when the page
   * is shown again after being hidden (a tab brought back); answers how to stop.
   */
  start: () => () => void;
}

/** A clock starting at `now` in `timeZone` (the served page's, or the reader's). */
export function createPageClock(start: { now: number; timeZone: string | undefined }): PageClock {
  let current = { ...start };
  const listeners = new Set<() => void>();
  const set: PageClock['set'] = (next) => {
    const updated = { ...current, ...next };
    if (updated.now === current.now && updated.timeZone === current.timeZone) return;
    current = updated;
    for (const listener of listeners) listener();
  };
  return {
    now: () => current.now,
    timeZone: () => current.timeZone,
    served: () => start,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set,
    start: () => {
      const tick = () => set({ now: Date.now() });
      const timer = setInterval(tick, TIMINGS.pageClockTickMs);
      const onVisible = () => {
        if (document.visibilityState === 'visible') tick();
      };
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
  };
}
