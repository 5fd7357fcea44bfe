import type { ContactResult, UserEvent, UserEvents } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../test-support/fake-api';
import { withContactRead, withContacts, withNewUserEvent } from './session-updates';

const contactOf = (id: string, unreadMessages: number): ContactResult => ({
  _id: id,
  user: { _id: id, username: `user-${id}` },
  unreadMessages,
  blocked: false,
  lastMessageAt: null,
});

const eventOf = (id: string): UserEvent => ({
  _id: id,
  type: 'commentAnswer',
  createdAt: '2024-03-01T10:00:00.000Z',
});

const listOf = (events: UserEvent[], newEventsCount: number): UserEvents => ({
  events,
  eventsCount: events.length,
  eventsViewedAt: null,
  newEventsCount,
});

describe('withContacts', () => {
  it('replaces the contacts and keeps the rest of the session', () => {
    const state = sessionOf('staff');
    const next = withContacts(state, [contactOf('a', 2)]);
    expect(next.contacts).toEqual([contactOf('a', 2)]);
    expect(next.user).toBe(state.user);
  });
});

describe('withNewUserEvent', () => {
  it('puts the event first and counts it as new', () => {
    const next = withNewUserEvent(listOf([eventOf('old')], 0), eventOf('new'));
    expect(next.events.map((event) => event._id)).toEqual(['new', 'old']);
    expect(next.eventsCount).toBe(2);
    expect(next.newEventsCount).toBe(1);
  });

  it('changes nothing for an event already listed (a replay repeats it)', () => {
    const events = listOf([eventOf('a')], 1);
    expect(withNewUserEvent(events, eventOf('a'))).toBe(events);
  });
});

describe('withContactRead', () => {
  it('clears the unread count of that contact only', () => {
    const next = withContactRead([contactOf('a', 2), contactOf('b', 3)], 'a');
    expect(next.map((contact) => contact.unreadMessages)).toEqual([0, 3]);
  });
});
