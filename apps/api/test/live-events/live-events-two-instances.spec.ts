import type { NovelDraft } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { LiveEvents } from '../../src/features/live-events/live-events.service';
import { signUpUser } from '../accounts-fixture';
import { draftValue } from '../drafts/drafts-fixture';
import { HttpClient, type Answer } from '../http-client';
import { useTwoInstances } from '../several-instances';
import type { EventStream } from './event-stream';

/**
 * Two API instances on one database and a real Redis (docs/architecture.md § Several instances): a
 * stream held by one instance hears what happens on the other, resumes there, and ends on a logout
 * made there.
 */
describe('live events across two instances (Redis pub/sub)', () => {
  const {
    world,
    people: { moderator, author },
    second,
    onSecond,
    openStream,
  } = useTwoInstances({ moderator: { role: 'moderator' }, author: {} });
  const subscribe = async (
    client: HttpClient,
    options?: Parameters<typeof EventStream.open>[1],
  ) => {
    const stream = await openStream(client, options);
    expect(stream.status).toBe(200);
    return stream;
  };

  it('delivers a notification made on one instance to a stream held by the other', async () => {
    const stream = await subscribe(onSecond(moderator));
    await expect.poll(() => second.app.get(LiveEvents).openStreams).toBe(1);
    const proposed = await author.client.post<Answer<NovelDraft>>('/api/drafts/novels', {
      value: draftValue(),
    });
    const draft = proposed.body.result;
    expect(
      (await author.client.put(`/api/drafts/${draft._id}/status`, { status: 'waitApprove' }))
        .status,
    ).toBe(200);
    const event = await stream.next((received) => received.event === 'userEvents');
    expect(event.data).toMatchObject({ event: { type: 'draftAwaitsReview', draft: draft._id } });

    // Missed while away, published by the first instance, replayed by the second.
    stream.close();
    await world.api.app.get(LiveEvents).publish([moderator.id], {
      type: 'newMessages',
      data: { missed: true },
    });
    const again = await subscribe(onSecond(moderator), { lastEventId: event.id });
    const missed = await again.next(() => true);
    expect(missed).toMatchObject({ event: 'newMessages', data: { missed: true } });
    expect(again.events).toHaveLength(1);
  });

  it('a message sent and a draft applied through one instance reach the other', async () => {
    const reader = await signUpUser(world.api);
    const friend = await signUpUser(world.api);
    const stream = await subscribe(reader.client);
    await expect.poll(() => world.api.app.get(LiveEvents).openStreams).toBeGreaterThan(0);

    // A message sent through the second instance: the stream on the first hears it.
    const sent = await onSecond(friend).post<Answer<{ _id: string }>>('/api/messages', {
      to: reader.id,
      body: 'Привет со второго экземпляра',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const message = await stream.next((received) => received.event === 'newMessages');
    expect(JSON.stringify(message.data)).toContain('Привет со второго экземпляра');
    const session =
      await reader.client.get<Answer<{ contacts: { unreadMessages: number }[] }>>('/api/settings');
    expect(session.body.result.contacts).toEqual([expect.objectContaining({ unreadMessages: 1 })]);

    // A draft applied through the second instance: the first's catalogue shows the project.
    const proposed = await onSecond(moderator).post<Answer<NovelDraft>>('/api/drafts/novels', {
      value: draftValue(),
    });
    const applied = await onSecond(moderator).put<Answer<{ url: string }>>(
      `/api/drafts/${proposed.body.result._id}/status`,
      { status: 'applied' },
    );
    expect(applied.status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await reader.client.get(
              `/api/novelByUrl/${encodeURIComponent(applied.body.result.url)}`,
            )
          ).status,
        { timeout: 5_000, interval: 50 },
      )
      .toBe(200);
  });

  it('ends a stream on one instance when its session logs out on the other', async () => {
    const reader = await signUpUser(world.api);
    const stream = await subscribe(onSecond(reader));
    expect((await reader.client.post('/api/logout')).status).toBe(200);
    await stream.until(() => stream.ended, 'the stream to end');
  });
});
