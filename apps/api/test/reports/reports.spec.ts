import type { ReportCase, UserEvents } from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useAccountsWorld, type TestUser } from '../accounts-fixture';
import { addProject, commentOn } from '../comments/comments-fixture';
import type { Answer } from '../http-client';
import { EventStream } from '../live-events/event-stream';

type Queue = { cases: ReportCase[]; count: number };

/*
 * Reports over HTTP (docs/product §A3, ours): a reader reports with a reason that fits; the queue
 * groups by what was reported, weighs by reporters' records, is taken by one moderator at a time,
 * and resolving it is logged and told to the reporters.
 */
describe('reports: sent, grouped, weighed, taken, resolved and told', () => {
  const {
    world,
    people: { moderator, other },
  } = useAccountsWorld({ moderator: { role: 'moderator' }, other: { role: 'moderator' } });
  let project: string;

  beforeAll(async () => {
    project = await addProject(world.api);
  });

  const report = (who: TestUser, body: Record<string, unknown>) =>
    who.client.post<Answer<{ received: boolean; message: string }>>('/api/reports', body);
  const queue = async (status = 'open') =>
    (await moderator.client.get<Answer<Queue>>(`/api/reports?status=${status}`)).body.result;
  const caseOf = async (key: string, status = 'open') =>
    (await queue(status)).cases.find((each) => each._id === key);

  it('groups a comment’s reports into one case, one per reporter, and says it was received', async () => {
    const author = await signUpUser(world.api);
    const comment = await commentOn(author.client, project, 'Купите казино, срочно');
    const [first, second] = [await signUpUser(world.api), await signUpUser(world.api)];
    const sent = await report(first, { kind: 'comment', id: comment._id, reason: 'spam' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.result.message).toBe(
      'Жалоба отправлена. Модераторы её рассмотрят, а мы сообщим вам о решении',
    );
    await report(first, { kind: 'comment', id: comment._id, reason: 'insult' });
    await report(second, { kind: 'comment', id: comment._id, reason: 'spam' });
    const found = await caseOf(`comment:${comment._id}`);
    expect(found?.subject).toMatchObject({
      kind: 'comment',
      name: 'Купите казино, срочно',
      author: { _id: author.id },
    });
    expect(found?.subject.href).toMatch(/^\/novels\/%D0%BF%D1%80%D0%BE%D0%B5%D0%BA%D1%82/);
    expect(found?.reports.map((each) => [each.reporter._id, each.reason]).sort()).toEqual(
      [
        [first.id, 'insult'],
        [second.id, 'spam'],
      ].sort(),
    );
    expect(found?.weight).toBe(2);
  });

  it('refuses a reason that does not fit, a report on oneself, and what is gone', async () => {
    const reader = await signUpUser(world.api);
    const mismatch = await report(reader, { kind: 'novel', id: project, reason: 'wrongInfo' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('Предложить изменения');
    const self = await report(reader, { kind: 'user', id: reader.id, reason: 'spam' });
    expect([self.status, self.body.message]).toEqual([400, 'Нельзя пожаловаться на себя']);
    const gone = await report(reader, {
      kind: 'comment',
      id: '0123456789abcdef01234567',
      reason: 'spam',
    });
    expect([gone.status, gone.body.message]).toEqual([404, 'Того, на что вы жалуетесь, уже нет']);
  });

  it('lets one moderator take a case, tells the other who has it, and resolves it once', async () => {
    const target = await signUpUser(world.api);
    const reporter = await signUpUser(world.api);
    await report(reporter, { kind: 'user', id: target.id, reason: 'insult', text: 'хамит' });
    const key = `user:${target.id}`;
    const taken = await moderator.client.put<Answer<ReportCase>>(
      `/api/reports/user/${target.id}/claim`,
    );
    expect(taken.status).toBe(200);
    expect(taken.body.result.claimedBy?._id).toBe(moderator.id);
    const refused = await other.client.put<Answer<never>>(`/api/reports/user/${target.id}/claim`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      `Жалобу уже разбирает ${moderator.username}`,
    ]);
    const byOther = await other.client.put<Answer<never>>(
      `/api/reports/user/${target.id}/resolve`,
      { resolution: 'dismissed' },
    );
    expect(byOther.status).toBe(409);

    const resolved = await moderator.client.put<Answer<ReportCase>>(
      `/api/reports/user/${target.id}/resolve`,
      { resolution: 'sanctioned', note: 'ограничен на сутки' },
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.result).toMatchObject({ status: 'resolved', resolution: 'sanctioned' });
    expect(await caseOf(key)).toBeUndefined();
    expect((await caseOf(key, 'resolved'))?.note).toBe('ограничен на сутки');
    const again = await moderator.client.put<Answer<never>>(
      `/api/reports/user/${target.id}/resolve`,
      { resolution: 'dismissed' },
    );
    expect([again.status, again.body.message]).toEqual([409, 'Жалоба уже рассмотрена']);

    // The reporter is told, and the log says it for everyone without the reporters' words.
    const events = (await reporter.client.get<Answer<UserEvents>>('/api/userEvents')).body.result;
    expect(events.events[0]).toMatchObject({ type: 'reportResolved', status: 'sanctioned' });
    const log =
      await moderator.client.get<Answer<{ entries: { action: string; details: string }[] }>>(
        '/api/moderationLog',
      );
    const line = log.body.result.entries.find((entry) => entry.action === 'resolveReport');
    expect(line?.details).toBe('Профиль: Автор ограничен');
    expect(JSON.stringify(log.body)).not.toContain('хамит');
  });

  it('tells moderators’ open pages how many cases wait, live, and nobody else (docs/product §A3.6)', async () => {
    const staffStream = await EventStream.open(moderator.client);
    const reader = await signUpUser(world.api);
    const readerStream = await EventStream.open(reader.client);
    try {
      const target = await signUpUser(world.api);
      await report(reader, { kind: 'user', id: target.id, reason: 'spam' });
      const told = await staffStream.next((event) => event.event === 'reportsQueue');
      expect(told.data).toEqual({ open: (await queue()).count });
      await moderator.client.put(`/api/reports/user/${target.id}/resolve`, {
        resolution: 'dismissed',
      });
      await staffStream.until(
        () => staffStream.events.filter((event) => event.event === 'reportsQueue').length >= 2,
        'a second count',
      );
      expect(readerStream.events.some((event) => event.event === 'reportsQueue')).toBe(false);
    } finally {
      staffStream.close();
      readerStream.close();
    }
  });

  it('weighs a reporter whose reports were upheld above a newcomer, and opens a new round after a resolution', async () => {
    const trusted = await signUpUser(world.api);
    for (let round = 0; round < 3; round++) {
      const target = await signUpUser(world.api);
      await report(trusted, { kind: 'user', id: target.id, reason: 'spam' });
      await moderator.client.put(`/api/reports/user/${target.id}/resolve`, {
        resolution: 'removed',
      });
    }
    const target = await signUpUser(world.api);
    await report(trusted, { kind: 'user', id: target.id, reason: 'spam' });
    const newcomer = await signUpUser(world.api);
    const other = await signUpUser(world.api);
    await report(newcomer, { kind: 'user', id: other.id, reason: 'spam' });
    const trustedCase = await caseOf(`user:${target.id}`);
    const newcomerCase = await caseOf(`user:${other.id}`);
    expect(trustedCase!.weight).toBeGreaterThan(newcomerCase!.weight);
    expect(newcomerCase!.weight).toBe(1);

    await moderator.client.put(`/api/reports/user/${other.id}/resolve`, {
      resolution: 'dismissed',
    });
    await report(trusted, { kind: 'user', id: other.id, reason: 'insult' });
    const reopened = await caseOf(`user:${other.id}`);
    expect(reopened?.reports.map((each) => each.reporter._id)).toEqual([trusted.id]);
    expect(reopened?.status).toBe('open');
  });
});
