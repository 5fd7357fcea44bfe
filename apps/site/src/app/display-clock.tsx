import { formatDate } from '@vn/domain';
import { createPageClock, PageClockProvider, useClockTimeZone, type PageClock } from '@vn/ui';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The moment and the time zone dates are shown for (docs/product §9: relative under 3 days, then
 * DD.MM.YYYY in the reader's zone). A server-rendered page is shown at the server's moment in the
 * site's zone, since the server knows neither the reader's zone nor when the page will hydrate; the
 * browser hydrates with the same clock (the page carries it), so the first render matches the HTML,
 * then shows the reader's own (ADR 0011).
 */
export interface DisplayClock {
  /** Milliseconds since the epoch. */
  now: number;
  /** An IANA zone; undefined is the reader's own. */
  timeZone: string | undefined;
}

/** The zone of a page rendered on the server: most of the site's readers are in it. */
export const SERVER_TIME_ZONE = 'Europe/Moscow';

/**
 * Provides the page's one clock (libs/ui `PageClock`): `served` while the browser hydrates a
 * server-rendered page, then the reader's own, moving on every few seconds while the page is open so
 * "только что" becomes "1 минуту назад" without a reload. Dates follow it by themselves
 * (`RelativeTime`, `DateText`): the pages around them do not render again.
 */
export function DisplayClockProvider({
  served,
  children,
}: {
  served: DisplayClock | undefined;
  children: ReactNode;
}) {
  const [clock] = useState<PageClock>(() =>
    createPageClock(served ?? { now: Date.now(), timeZone: undefined }),
  );
  useEffect(() => {
    clock.set({ now: Date.now(), timeZone: undefined });
    return clock.start();
  }, [clock]);
  return <PageClockProvider clock={clock}>{children}</PageClockProvider>;
}

/** A date as DD.MM.YYYY by the display clock's zone; only it renders again when the zone turns. */
export function DateText({ value }: { value: Date | string }) {
  return <>{formatDate(value, useClockTimeZone())}</>;
}
