import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';

/*
 * The live events stream (docs/product §4 Live events, §7 `GET /api/events/subscribe`; ADR 0008).
 */

/**
 * The kinds of event the stream carries: new messages (contacts, unread count), new notifications,
 * and, ours for staff (docs/product §A3.6), how many reports cases wait (`{ open }`).
 */
export const liveEventTypes = ['newMessages', 'userEvents', 'reportsQueue'] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

export const liveEventsQuerySchema = z.strictObject({
  /**
   * The id of the last event received, for EventSource polyfills that cannot send the
   * `Last-Event-ID` header; the header wins when both are there.
   */
  lastEventId: z.string().max(64).optional(),
});

/**
 * Not JSON but `text/event-stream`: frames `id: …\nevent: <type>\ndata: <json>\n\n`, and `: ping`
 * comments every few seconds. With `Last-Event-ID` the events stored after that id come first.
 */
export const liveEventsSubscribeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/events/subscribe',
  summary:
    'Your live events as server-sent events (text/event-stream): newMessages, userEvents and, for staff, reportsQueue (ours); ' +
    'send Last-Event-ID (or ?lastEventId) to receive the ones missed while away',
  query: liveEventsQuerySchema,
  response: z.string().describe('text/event-stream'),
});

/** Every live events call. */
export const liveEventsEndpoints: readonly Endpoint[] = [liveEventsSubscribeEndpoint];
