import { reportCasesRoute } from '@vn/domain';
import type { ScopedMutator } from 'swr';
import { isCallOf } from '../api/revalidate';
import { sessionKey } from '../session/session';
import { replaceContacts, updateUserEvents, withNewUserEvent } from '../session/session-updates';
import { liveEvents, type LiveEventsConnection } from './live-events-client';

/**
 * Away longer than the API keeps events for a reconnect (10 minutes, apps/api live-events): what was
 * missed may be gone, so the session is asked for again when the page comes back.
 */
const AWAY_TOO_LONG_MS = 9 * 60_000;

/**
 * Holds the page's live events stream for a signed-in reader while the page is visible (docs/product §4
 * Live events; docs/adr/0008): closed when the page is hidden, reopened from the last event
 * received. `newMessages` replaces the contacts and unread count, `userEvents` adds the notification
 * to the bell. Answers the function that stops all of it (sign-out): the stream closes and its
 * position is forgotten, so the next reader's stream does not continue this one's.
 */
export function followLiveEvents(
  mutate: ScopedMutator,
  connection: LiveEventsConnection = liveEvents,
): () => void {
  const stopMessages = connection.on('newMessages', (data) => {
    void replaceContacts(mutate, data.contacts);
  });
  const stopUserEvents = connection.on('userEvents', (data) => {
    void updateUserEvents(mutate, (events) => withNewUserEvent(events, data.event));
  });
  // Staff: the reports queue changed (docs/product §A3.6); its count on the bell is asked again.
  const stopReportsQueue = connection.on('reportsQueue', () => {
    void mutate(isCallOf([reportCasesRoute]));
  });
  let hiddenAt: number | null = null;
  const follow = () => {
    if (document.visibilityState === 'visible') {
      if (hiddenAt !== null && Date.now() - hiddenAt > AWAY_TOO_LONG_MS) void mutate(sessionKey);
      hiddenAt = null;
      connection.open();
    } else {
      hiddenAt ??= Date.now();
      connection.close();
    }
  };
  follow();
  document.addEventListener('visibilitychange', follow);
  return () => {
    document.removeEventListener('visibilitychange', follow);
    stopMessages();
    stopUserEvents();
    stopReportsQueue();
    connection.reset();
  };
}
