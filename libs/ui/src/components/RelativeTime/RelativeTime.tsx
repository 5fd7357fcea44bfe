import { formatRelativeDate } from '@vn/domain';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPageClock, type PageClock } from './page-clock';

const PageClockContext = createContext<PageClock | null>(null);

/** Gives the page's clock to every date under it (the app makes one clock for the page). */
export function PageClockProvider({ clock, children }: { clock: PageClock; children: ReactNode }) {
  return <PageClockContext.Provider value={clock}>{children}</PageClockContext.Provider>;
}

/** Outside a provider (a component's own test or story): a clock of its own, started at the reader's now. */
function usePageClock(): PageClock {
  const [own] = useState(() => createPageClock({ now: Date.now(), timeZone: undefined }));
  return useContext(PageClockContext) ?? own;
}

/** The moment dates are shown for; the caller renders again when the clock moves. */
export function useClockNow(): number {
  const clock = usePageClock();
  return useSyncExternalStore(clock.subscribe, clock.now, () => clock.served().now);
}

/** The zone dates are written in; the caller renders again only when the zone changes. */
export function useClockTimeZone(): string | undefined {
  const clock = usePageClock();
  return useSyncExternalStore(clock.subscribe, clock.timeZone, () => clock.served().timeZone);
}

export interface RelativeTimeProps {
  value: Date | string;
  /** A fixed moment to count from (stories, screenshots); the page's clock otherwise. */
  now?: Date;
  /** A fixed zone; the page clock's otherwise. */
  timeZone?: string;
  className?: string;
  /** Draws the text otherwise than as a `<time>` (as a tooltip, say). */
  children?: (text: string) => ReactNode;
}

/**
 * A date as the site shows it (docs/product §9: relative under 3 days, then DD.MM.YYYY), counted
 * from the page's clock, which it follows by itself: only this leaf renders again when the clock
 * moves on.
 */
export function RelativeTime({ value, now, timeZone, className, children }: RelativeTimeProps) {
  const clockNow = useClockNow();
  const clockZone = useClockTimeZone();
  const zone = timeZone ?? clockZone;
  const text = formatRelativeDate(value, {
    now: now ?? new Date(clockNow),
    ...(zone ? { timeZone: zone } : {}),
  });
  if (children) return <>{children(text)}</>;
  return (
    <time className={className} dateTime={new Date(value).toISOString()}>
      {text}
    </time>
  );
}
