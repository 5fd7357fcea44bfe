import { formatDate } from '@vn/domain';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

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

const readersClock = (): DisplayClock => ({ now: Date.now(), timeZone: undefined });

const DisplayClockContext = createContext<DisplayClock | null>(null);

export function useDisplayClock(): DisplayClock {
  // Outside the site's root (a component test): the reader's clock, read once per component.
  const [own] = useState(readersClock);
  return useContext(DisplayClockContext) ?? own;
}

/**
 * Provides the clock: `served` while the browser hydrates a server-rendered page, then the reader's
 * own (in a transition, so React finishes hydrating before it shows the new dates); the reader's
 * own from the start otherwise.
 */
export function DisplayClockProvider({
  served,
  children,
}: {
  served: DisplayClock | undefined;
  children: ReactNode;
}) {
  const [clock, setClock] = useState(() => served ?? readersClock());
  useEffect(() => {
    if (served && typeof window !== 'undefined') startTransition(() => setClock(readersClock()));
  }, [served]);
  return <DisplayClockContext.Provider value={clock}>{children}</DisplayClockContext.Provider>;
}

/**
 * A date as DD.MM.YYYY by the display clock's zone. A leaf of its own: when the clock turns to the
 * reader's after hydrating, only the dates render again, not the page around them.
 */
export function DateText({ value }: { value: Date | string }) {
  const { timeZone } = useDisplayClock();
  return <>{formatDate(value, timeZone)}</>;
}
