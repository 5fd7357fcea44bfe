import { getModelToken } from '@nestjs/mongoose';
import {
  MODERATION_LOG_PAGE_SIZE,
  type CommentResult,
  type ModerationLogEntry,
  type PublicModerationEntry,
} from '@vn/domain';
import type { Model } from 'mongoose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COMMENTS_COLLECTION,
  type CommentRecord,
} from '../../src/features/comments/comment.schema';
import { CommentsRepository } from '../../src/features/comments/comments.repository';
import { ModerationLogLines } from '../../src/features/moderation-log/moderation-log-lines';
import {
  MODERATION_LOG_COLLECTION,
  type ModerationLogRecord,
} from '../../src/features/moderation-log/moderation-log.schema';
import { newObjectId } from '../../src/platform/ids/ids';
import { useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { databaseSnapshot } from '../database-snapshot';
import { HttpClient, type Answer, type HttpAnswer } from '../http-client';
import { commentOn, TestCommentSources } from './comments-fixture';

type Deleted = { deleted: string[]; comment: CommentResult | null };
type LogPage<E> = { entries: E[]; count: number; page: number };

/*
 * A comment a moderator removed (docs/product §A2.10, ours): the removal is a line of the moderation
 * log that everyone reads without the comment's words, and the comment that stays names that line,
 * which the public log finds by its id (§A2.9). An author's own removal stays as §4 has it.
 */
describe('a comment removed by a moderator (docs/product §A2.10)', () => {
  const {
    world,
    people: { reader, replier, moderator, admin },
  } = useAccountsWorld({
    reader: {},
    replier: {},
    moderator: { role: 'moderator' },
    admin: { role: 'admin' },
  });
  const api = () => world.api;
  let guest: HttpClient;
  let sources: TestCommentSources;

  beforeAll(() => {
    guest = new HttpClient(world.api.baseUrl);
    sources = TestCommentSources.install(world.api);
  });

  let sequence = 0;
  const aProject = async () => {
    sequence += 1;
    const name = `Проект для снятия ${sequence}`;
    const [project] = await addNovels(api(), [{ name }]);
    return { id: project!._id, name };
  };

  const remove = (client: HttpClient, id: string) =>
    client.delete<Answer<Deleted>>(`/api/comments/${id}`);
  const removed = async (client: HttpClient, id: string) => {
    const answer = await remove(client, id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const publicLog = async (query = '') => {
    const answer = await guest.get<Answer<LogPage<PublicModerationEntry>>>(
      `/api/moderationLog${query}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const staffLog = async (query = '') => {
    const answer = await moderator.client.get<Answer<LogPage<ModerationLogEntry>>>(
      `/api/log/entries${query}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  /** Every line of the log about a comment, as the staff read them. */
  const linesAbout = async (commentId: string) => {
    const { count } = await staffLog();
    const lines: ModerationLogEntry[] = [];
    for (let page = 0; page * MODERATION_LOG_PAGE_SIZE < count; page += 1) {
      lines.push(...(await staffLog(`?page=${page}`)).entries);
    }
    return lines.filter((line) => line.target?.id === commentId);
  };
  const thread = async (client: HttpClient, projectId: string) =>
    (
      await client.get<Answer<{ comments: CommentResult[] }>>(
        `/api/comments?source=${projectId}&sourceType=game&limit=100`,
      )
    ).body.result.comments;
  const stored = (id: string) =>
    api()
      .app.get<Model<CommentRecord>>(getModelToken(COMMENTS_COLLECTION))
      .findOne({ _id: id })
      .lean<CommentRecord>();

  it('logs a moderator’s removal for everyone without the words, and the comment names the line', async () => {
    const project = await aProject();
    const words = 'Грубые слова, за которые сняли';
    const comment = await commentOn(reader.client, project.id, words);
    await commentOn(replier.client, project.id, 'Ответ', { parent: comment._id });

    const { comment: stays } = await removed(moderator.client, comment._id);
    const logEntry = stays?.removedByModerator?.logEntry;
    expect(stays).toMatchObject({ _id: comment._id, removed: true, content: '' });
    expect(logEntry).toEqual(expect.any(String));
    // Every answer that shows the comment names the same line, to a guest too.
    for (const client of [guest, reader.client, moderator.client]) {
      const shown = (await thread(client, project.id)).find((each) => each._id === comment._id);
      expect(shown).toMatchObject({ removed: true, removedByModerator: { logEntry } });
    }
    expect(await stored(comment._id)).toMatchObject({
      removedByModerator: { moderatorId: moderator.id, logEntry },
    });

    // A guest finds the line by its id: who, what, whose comment and where, never the words.
    const page = await publicLog(`?entry=${logEntry}`);
    const line = page.entries.find((each) => each._id === logEntry);
    expect(line).toEqual({
      _id: logEntry,
      at: expect.any(String),
      by: { _id: moderator.id, username: moderator.username },
      action: 'removeComment',
      details: `Комментарий пользователя ${reader.username} на странице «${project.name}»`,
      target: {
        kind: 'comment',
        id: comment._id,
        name: '',
        on: expect.objectContaining({ kind: 'novel', id: project.id, name: project.name }),
      },
    });
    expect(JSON.stringify(page)).not.toContain(words);
    // The staff's line leaves the words out too: they were removed for a reason.
    const [staffLine] = await linesAbout(comment._id);
    expect(staffLine).toMatchObject({ _id: logEntry, action: 'removeComment' });
    expect(staffLine!.text).toContain(reader.username);
    expect(staffLine!.text).not.toContain('Грубые');
    expect((await moderator.client.get<Answer<string>>('/api/log')).body.result).not.toContain(
      'Грубые',
    );

    // Deleting it again changes nothing and logs nothing.
    expect((await removed(admin.client, comment._id)).comment).toMatchObject({
      removedByModerator: { logEntry },
    });
    expect(await linesAbout(comment._id)).toHaveLength(1);
  });

  it('leaves an author’s own removal as it was: no line, and no line named', async () => {
    const project = await aProject();
    const comment = await commentOn(reader.client, project.id, 'Передумал');
    await commentOn(replier.client, project.id, 'Ответ', { parent: comment._id });
    const before = (await publicLog()).count;

    const { comment: stays } = await removed(reader.client, comment._id);
    expect(stays).toMatchObject({ removed: true, removedByModerator: null });
    const shown = (await thread(guest, project.id)).find((each) => each._id === comment._id);
    expect(shown).toMatchObject({ removed: true, removedByModerator: null });
    expect((await publicLog()).count).toBe(before);
    expect(await stored(comment._id)).not.toHaveProperty('removedByModerator');
  });

  it('logs a moderator’s deletion of a comment without replies, which then has nothing to show', async () => {
    const project = await aProject();
    const comment = await commentOn(reader.client, project.id, 'Без ответов');
    expect(await removed(admin.client, comment._id)).toEqual({
      deleted: [comment._id],
      comment: null,
    });
    const [line] = await linesAbout(comment._id);
    expect(line).toMatchObject({
      action: 'removeComment',
      by: { _id: admin.id },
      target: { kind: 'comment', id: comment._id, name: '' },
    });
  });

  it('names no draft a removed comment was on to everyone, only whose it was', async () => {
    const draft = sources.add('draft', reader.id);
    const comment = await commentOn(reader.client, draft, 'На черновике', {
      sourceType: 'draft',
    });
    await removed(moderator.client, comment._id);
    const [line] = await linesAbout(comment._id);
    const shown = (await publicLog(`?entry=${line!._id}`)).entries.find(
      (each) => each._id === line!._id,
    );
    expect(shown).toMatchObject({
      details: `Комментарий пользователя ${reader.username}`,
      target: { kind: 'comment', id: comment._id, name: '', on: null },
    });
  });

  describe('all or nothing (docs/adr/0006)', () => {
    const failures: [string, (spy: ReturnType<typeof spyOnRemoval>) => void][] = [
      ['fails', (spy) => spy.mockRejectedValueOnce(new Error('the database went away'))],
      ['finds the comment removed meanwhile', (spy) => spy.mockResolvedValueOnce(null)],
    ];
    const spyOnRemoval = () => vi.spyOn(api().app.get(CommentsRepository), 'markRemoved');

    it.each(failures)(
      'takes the line back when the comment’s write %s: the log tells of no removal',
      async (_, fail) => {
        const project = await aProject();
        const comment = await commentOn(reader.client, project.id, 'Остаётся как был');
        await commentOn(replier.client, project.id, 'Ответ', { parent: comment._id });
        const before = await databaseSnapshot(api());
        fail(spyOnRemoval());
        let answer: HttpAnswer<Answer<Deleted>>;
        try {
          answer = await remove(moderator.client, comment._id);
        } finally {
          vi.restoreAllMocks();
        }
        expect(answer.status).not.toBe(200);
        expect(await databaseSnapshot(api())).toBe(before);
        expect(await linesAbout(comment._id)).toEqual([]);
        // And the removal goes through when tried again.
        const { comment: stays } = await removed(moderator.client, comment._id);
        expect(stays?.removedByModerator).not.toBeNull();
        expect(await linesAbout(comment._id)).toHaveLength(1);
      },
    );
  });

  describe('finding an entry in the log (docs/product §A2.9)', () => {
    it('answers the page holding the entry as newer lines push it on, to guests and staff alike', async () => {
      const project = await aProject();
      const comment = await commentOn(reader.client, project.id, 'Уйдёт на вторую страницу');
      await commentOn(replier.client, project.id, 'Ответ', { parent: comment._id });
      const logEntry = (await removed(moderator.client, comment._id)).comment?.removedByModerator
        ?.logEntry;
      expect(logEntry).toBeDefined();
      expect((await publicLog(`?entry=${logEntry}`)).page).toBe(0);

      // A page's worth of newer lines, written straight to the log.
      const model = api().app.get<Model<ModerationLogRecord>>(
        getModelToken(MODERATION_LOG_COLLECTION),
      );
      const later = Date.now() + 60_000;
      await model.insertMany(
        Array.from({ length: MODERATION_LOG_PAGE_SIZE }, (_, index) => ({
          _id: newObjectId(),
          at: new Date(later + index),
          by: { _id: moderator.id, username: moderator.username },
          action: 'unban',
          text: `разбан ${index}`,
        })),
      );
      await api().app.get(ModerationLogLines).reload();

      for (const query of [`?entry=${logEntry}`, `?entry=${logEntry}&page=5`]) {
        const page = await publicLog(query);
        expect(page.page, query).toBe(1);
        expect(page.entries.map((each) => each._id)).toContain(logEntry);
        expect(page).toEqual(await publicLog(`?page=1`));
        const staff = await staffLog(query);
        expect(staff.page).toBe(1);
        expect(staff.entries.map((each) => each._id)).toContain(logEntry);
      }
      // An entry the log does not have leaves the page asked for, so an old link still opens.
      const unknown = newObjectId();
      expect((await publicLog(`?entry=${unknown}`)).page).toBe(0);
      expect((await publicLog(`?entry=${unknown}&page=1`)).page).toBe(1);
      expect((await publicLog()).page).toBe(0);
    });

    it('refuses an entry that is no id with the field named', async () => {
      const answer = await guest.get<Answer<never>>('/api/moderationLog?entry=nonsense');
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty('entry');
    });

    it('is still "Not Found" to a reader asking the staff’s call for an entry', async () => {
      const answer = await reader.client.get<Answer<never>>(
        `/api/log/entries?entry=${newObjectId()}`,
      );
      expect([answer.status, answer.body.message]).toEqual([404, 'Not Found']);
    });
  });
});
