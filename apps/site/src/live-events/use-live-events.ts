import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

/**
 * The live events of a signed-in reader (docs/product §4 Live events; docs/adr/0008), mounted once by the
 * shell. The stream's code loads only once someone is signed in: a guest's first visit (the
 * first-visit JavaScript budget, docs/architecture.md § Budgets) does not carry it.
 */
export function useLiveEvents(userId: string | null): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    // A browser without EventSource (or a test environment) simply gets no live updates.
    if (userId === null || typeof EventSource === 'undefined') return;
    let stop: (() => void) | null = null;
    let isCurrent = true;
    void import('./follow-live-events').then(({ followLiveEvents }) => {
      if (isCurrent) stop = followLiveEvents(mutate);
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [userId, mutate]);
}
