import { createContext, useContext } from 'react';

/**
 * The reads the server answered with a server-rendered page (ADR 0011), by their SWR key (the call's
 * address). While the reader is still on that page, a component reading one of them takes the
 * server's answer as current instead of asking again: the page hydrates without a second fetch of
 * the same data. The first move to another page forgets them, so pages opened later ask as usual.
 */
export class ServedReads {
  private readonly keys: Set<string>;

  constructor(keys: Iterable<string> = []) {
    this.keys = new Set(keys);
  }

  isFresh(key: string): boolean {
    return this.keys.has(key);
  }

  /** The reader moved on: what the server sent is no longer known to be current. */
  forget(): void {
    this.keys.clear();
  }
}

export const ServedReadsContext = createContext(new ServedReads());

export function useServedReads(): ServedReads {
  return useContext(ServedReadsContext);
}
