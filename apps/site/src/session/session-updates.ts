import {
  contactsRoute,
  endpointUrl,
  type ContactResult,
  type SessionState,
  type UserEvent,
  type UserEvents,
} from '@vn/domain';
import type { ScopedMutator } from 'swr';
import { sessionKey } from './session';

/*
 * Changes to the signed-in state that arrive without a request of the page's own: live events
 * (docs/product §4 Live events) and the messages page's contact calls. Pure functions for the new state,
 * and one writer that puts the contacts into both caches that show them (the session: the unread
 * badge of the avatar menu; `GET /api/contacts`: the messages page).
 */

/** The SWR key of `GET /api/contacts`. */
export const contactsKey = endpointUrl(contactsRoute);

/** The state with these contacts (the API's full list replaces ours, §4 "replaces contacts"). */
export function withContacts(
  state: SessionState,
  contacts: readonly ContactResult[],
): SessionState {
  return { ...state, contacts: [...contacts] };
}

/**
 * The notification list with one more event at its head, counted as new. An event already listed
 * (a replay after reconnecting may repeat one the list was loaded with) changes nothing.
 */
export function withNewUserEvent(events: UserEvents, event: UserEvent): UserEvents {
  if (events.events.some((listed) => listed._id === event._id)) return events;
  return {
    ...events,
    events: [event, ...events.events],
    eventsCount: events.eventsCount + 1,
    newEventsCount: events.newEventsCount + 1,
  };
}

/** The contacts with one contact's unread count at zero (its conversation was just read). */
export function withContactRead<C extends { _id: string; unreadMessages: number }>(
  contacts: readonly C[],
  contactId: string,
): C[] {
  return contacts.map((contact) =>
    contact._id === contactId && contact.unreadMessages > 0
      ? { ...contact, unreadMessages: 0 }
      : contact,
  );
}

const unreadTotalOf = (contacts: readonly ContactResult[]) =>
  contacts.reduce((total, contact) => total + contact.unreadMessages, 0);

/**
 * Puts the reader's contacts into the session and into `GET /api/contacts`' cache, without asking
 * the API again (the list given is its answer).
 */
export async function replaceContacts(
  mutate: ScopedMutator,
  contacts: readonly ContactResult[],
): Promise<void> {
  await Promise.all([
    mutate<SessionState | null>(
      sessionKey,
      (state) => (state ? withContacts(state, contacts) : state),
      { revalidate: false },
    ),
    mutate(
      contactsKey,
      { contacts: [...contacts], unreadTotal: unreadTotalOf(contacts) },
      { revalidate: false },
    ),
  ]);
}

/** Replaces the notification list of the session by `change` of it. */
export function updateUserEvents(
  mutate: ScopedMutator,
  change: (events: UserEvents) => UserEvents,
): Promise<unknown> {
  return mutate<SessionState | null>(
    sessionKey,
    (state) => (state ? { ...state, userEvents: change(state.userEvents) } : state),
    { revalidate: false },
  );
}
