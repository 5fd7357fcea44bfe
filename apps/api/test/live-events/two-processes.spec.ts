import type { NovelDraft } from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../accounts-fixture';
import { startApiProcess, type ApiProcess } from '../api-process';
import { draftValue } from '../drafts/drafts-fixture';
import type { Answer } from '../http-client';
import { useAccountsWorldOnRedis } from '../several-instances';
import { EventStream } from './event-stream';

/**
 * Live events across instances as production runs them: a real redis-server and two API processes
 * on one database. A reader listens on the API process started from the build; a message and a
 * draft apply go through the other instance; the reader's stream gets the message and the
 * process's catalogue shows the project.
 */
describe('two API processes, one database, real Redis', () => {
  const {
    world,
    people: { reader, friend, moderator },
    redis,
  } = useAccountsWorldOnRedis({ reader: {}, friend: {}, moderator: { role: 'moderator' } });
  let other: ApiProcess;
  let stream: EventStream | undefined;

  /** The browser of a user (their session cookie) talking to the other process. */
  const onOther = (user: TestUser) => user.client.sameBrowserOn(other.baseUrl);

  beforeAll(async () => {
    other = await startApiProcess({
      databaseUri: world.api.databaseUri,
      environment: { REDIS_URL: redis.url },
    });
  }, 180_000);
  afterAll(async () => {
    stream?.close();
    await other?.stop();
  });

  it('delivers a message and shows an applied project on the process that did neither', async () => {
    stream = await EventStream.open(onOther(reader));
    expect(stream.status).toBe(200);

    const sent = await friend.client.post('/api/messages', {
      to: reader.id,
      body: 'Сообщение через другой процесс',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const message = await stream.next((received) => received.event === 'newMessages');
    expect(JSON.stringify(message.data)).toContain('Сообщение через другой процесс');

    const proposed = await moderator.client.post<Answer<NovelDraft>>('/api/drafts/novels', {
      value: draftValue(),
    });
    const applied = await moderator.client.put<Answer<{ url: string }>>(
      `/api/drafts/${proposed.body.result._id}/status`,
      { status: 'applied' },
    );
    expect(applied.status).toBe(200);
    const url = encodeURIComponent(applied.body.result.url);
    await expect
      .poll(async () => (await onOther(reader).get(`/api/novelByUrl/${url}`)).status, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(200);
  });
});
