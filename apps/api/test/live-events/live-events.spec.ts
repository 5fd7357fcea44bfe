import type { NovelDraft } from '@vn/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LiveEvents } from '../../src/features/live-events/live-events.service';
import { PUB_SUB, type PubSub } from '../../src/platform/pubsub/pubsub';
import { PASSWORD, signUpUser, useAccountsWorld } from '../accounts-fixture';
import { draftValue } from '../drafts/drafts-fixture';
import { HttpClient, type Answer } from '../http-client';
import { EventStream, type ReceivedEvent } from './event-stream';

/** docs/product §4 Live events, §7 `GET /api/events/subscribe` (ADR 0008), on one instance. */
describe('live events (server-sent events)', () => {
  const {
    world,
    people: { reader, other },
  } = useAccountsWorld({ reader: {}, other: {} }, { SSE_HEARTBEAT_MS: '150' });
  let live: LiveEvents;
  const streams: EventStream[] = [];

  const subscribe = async (
    client: HttpClient,
    options?: Parameters<typeof EventStream.open>[1],
  ) => {
    const stream = await EventStream.open(client, options);
    streams.push(stream);
    return stream;
  };
  const note = (n: number) => ({ type: 'newMessages' as const, data: { n } });
  const numbered = (events: ReceivedEvent[]) =>
    events.map((event) => (event.data as { n: number }).n);
  /** The reader sees event `n` live and disconnects: answers the id a reconnect sends back. */
  const seeLiveThenDisconnect = async (n: number) => {
    const first = await subscribe(reader.client);
    await expect.poll(() => live.openStreams).toBeGreaterThanOrEqual(1);
    await live.publish([reader.id], note(n));
    const seen = await first.next(() => true);
    first.close();
    await expect.poll(() => live.openStreams).toBe(0);
    return seen.id;
  };

  beforeAll(() => {
    live = world.api.app.get(LiveEvents);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it('answers a guest 401 and a signed-in user an event stream', async () => {
    const guest = await subscribe(new HttpClient(world.api.baseUrl));
    expect(guest.status).toBe(401);
    expect(JSON.parse(guest.body)).toEqual({ message: 'Необходимо войти' });

    const stream = await subscribe(reader.client);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
  });

  it('sends a user the events published for them, and not those of others', async () => {
    const mine = await subscribe(reader.client);
    const theirs = await subscribe(other.client);
    await expect.poll(() => live.openStreams).toBeGreaterThanOrEqual(2);
    await live.publish([other.id], note(1));
    await live.publish([reader.id], note(2));
    const event = await mine.next((received) => received.event === 'newMessages');
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      event: 'newMessages',
      data: { n: 2 },
    });
    await theirs.next(() => true);
    expect(numbered(theirs.events)).toEqual([1]);
    expect(numbered(mine.events)).toEqual([2]);
  });

  it('keeps an idle stream open with heartbeat comments', async () => {
    const stream = await subscribe(reader.client);
    await stream.until(() => stream.pings >= 2, 'two pings', 3_000);
    expect(stream.ended).toBe(false);
    expect(stream.events).toEqual([]);
  });

  it('tells moderators of a draft awaiting review as it happens (a notification)', async () => {
    const author = await signUpUser(world.api);
    const moderator = await signUpUser(world.api, { role: 'moderator' });
    const moderatorStream = await subscribe(moderator.client);
    const authorStream = await subscribe(author.client);
    const proposed = await author.client.post<Answer<NovelDraft>>('/api/drafts/novels', {
      value: draftValue(),
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const draft = proposed.body.result;
    const moved = await author.client.put(`/api/drafts/${draft._id}/status`, {
      status: 'waitApprove',
    });
    expect(moved.status).toBe(200);
    const event = await moderatorStream.next((received) => received.event === 'userEvents');
    expect(event.data).toMatchObject({
      event: { type: 'draftAwaitsReview', draft: draft._id, createdBy: { _id: author.id } },
    });
    // The author caused it and is not told; no one else's notification reaches them.
    expect(authorStream.events).toEqual([]);
  });

  it('replays exactly the missed events, in order, after Last-Event-ID; then live ones', async () => {
    const seenId = await seeLiveThenDisconnect(10);

    for (const n of [11, 12, 13]) await live.publish([reader.id], note(n));
    await live.publish([other.id], note(99));

    const again = await subscribe(reader.client, { lastEventId: seenId });
    await again.until(() => again.events.length >= 3, 'the missed events');
    await live.publish([reader.id], note(14));
    await again.until(() => again.events.length >= 4, 'the live event');
    expect(numbered(again.events)).toEqual([11, 12, 13, 14]);
    expect(new Set(again.events.map((event) => event.id)).size).toBe(4);
    expect([...again.events.map((event) => event.id)].sort()).toEqual(
      again.events.map((e) => e.id),
    );

    // EventSource polyfills send it in the query; the header wins when both are there.
    const polyfill = await subscribe(reader.client, {
      query: `?lastEventId=${again.events[1]!.id}`,
    });
    await polyfill.until(() => polyfill.events.length >= 2, 'the replay');
    expect(numbered(polyfill.events)).toEqual([13, 14]);
    // An id that is not one of ours starts a plain stream.
    const stale = await subscribe(reader.client, { lastEventId: 'not-an-id' });
    await stale.until(() => stale.pings >= 1, 'a ping');
    expect(stale.events).toEqual([]);
  });

  it('never sends an event twice when it is published while the replay runs', async () => {
    const seenId = await seeLiveThenDisconnect(20);
    await live.publish([reader.id], note(21));
    const opening = subscribe(reader.client, { lastEventId: seenId });
    const publishing = [22, 23, 24].map((n) => live.publish([reader.id], note(n)));
    const again = await opening;
    await Promise.all(publishing);
    await again.until(() => numbered(again.events).includes(24), 'event 24');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received = numbered(again.events);
    expect(new Set(received).size).toBe(received.length);
    expect([...received].sort()).toEqual([21, 22, 23, 24]);
  });

  it('does not send an event twice when its live copy arrives after the replay sent it', async () => {
    // The race a busy Redis opens: the event is stored, the replay's query finds it and sends it,
    // and only then does PUB_SUB deliver it. Delivery is held back here to make that certain.
    const pubsub = world.api.app.get<PubSub>(PUB_SUB);
    const seenId = await seeLiveThenDisconnect(50);

    const publishNow = pubsub.publish.bind(pubsub);
    let releaseDelivery = () => {};
    const held = new Promise<void>((resolve) => (releaseDelivery = resolve));
    let stored = () => {};
    const storedAndHeld = new Promise<void>((resolve) => (stored = resolve));
    pubsub.publish = async (channel, message) => {
      stored(); // `publish` stores the event before it hands it to PUB_SUB.
      await held;
      return publishNow(channel, message);
    };
    try {
      const publishing = live.publish([reader.id], note(51));
      await storedAndHeld;
      const again = await subscribe(reader.client, { lastEventId: seenId });
      await again.until(() => numbered(again.events).includes(51), 'event 51 from the replay');
      releaseDelivery();
      await publishing;
      await live.publish([reader.id], note(52));
      await again.until(() => numbered(again.events).includes(52), 'event 52');
      expect(numbered(again.events)).toEqual([51, 52]);
    } finally {
      releaseDelivery();
      pubsub.publish = publishNow;
    }
  });

  it('closes the streams of a session when it logs out, and only those', async () => {
    const user = await signUpUser(world.api);
    const secondBrowser = new HttpClient(world.api.baseUrl);
    const login = await secondBrowser.post('/api/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const loggingOut = await subscribe(user.client);
    const staying = await subscribe(secondBrowser);
    expect([loggingOut.status, staying.status]).toEqual([200, 200]);

    expect((await user.client.post('/api/logout')).status).toBe(200);
    await loggingOut.until(() => loggingOut.ended, 'the stream to end');
    await live.publish([user.id], note(30));
    await staying.next(() => true);
    expect(staying.ended).toBe(false);
    // The ended session cannot reopen it.
    expect((await subscribe(user.client)).status).toBe(401);
  });

  it('sweeps events older than ten minutes', async () => {
    await live.publish([reader.id], note(40));
    expect(await live.sweep(Date.now() + 11 * 60_000)).toBeGreaterThan(0);
    expect(await live.sweep(Date.now() + 11 * 60_000)).toBe(0);
  });
});
