import type { NovelDraft, Revision, RevisionChange, UserEvents } from '@vn/domain';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COMMENTS_COLLECTION,
  type CommentRecord,
} from '../../src/features/comments/comment.schema';
import { DraftsRepository } from '../../src/features/drafts/drafts.repository';
import { NOVELS_COLLECTION, type NovelRecord } from '../../src/features/novels/novel.schema';
import { signUpUser, type TestUser, useAccountsWorld } from '../accounts-fixture';
import { addNovels, addVocabulary } from '../catalogue/catalogue-fixture';
import { databaseSnapshot } from '../database-snapshot';
import type { Answer } from '../http-client';
import { multipart, pngImage } from '../images';
import { createDraft as createPostDraft } from '../posts/posts-fixture';
import { draftValue, storedDraft, uniqueName } from './drafts-fixture';

/** Snapshots compared collection by collection, so a difference shows where it is. */
function expectSameDatabase(before: string, after: string): void {
  const [was, is] = [before, after].map((text) => JSON.parse(text) as Record<string, unknown[]>);
  for (const name of new Set([...Object.keys(was!), ...Object.keys(is!)])) {
    expect(is![name], name).toEqual(was![name]);
  }
}

interface NovelPage {
  _id: string;
  url: string;
  name: string;
  description: unknown;
  tags: { _id: string; value: string }[];
  mostRecentDate: string | null;
  poster: Record<string, unknown> | null;
  screenshots: Record<string, unknown>[];
  bg: Record<string, unknown> | null;
}

describe('novel drafts: propose, review, apply, history (docs/product §4)', () => {
  const {
    world,
    people: { author, other, moderator },
  } = useAccountsWorld({ author: {}, other: {}, moderator: { role: 'moderator' } });
  const api = () => world.api;

  beforeAll(() => addVocabulary(world.api, 'tags', ['Романтика']));
  afterEach(() => vi.restoreAllMocks());

  const propose = async (by: TestUser, body: Record<string, unknown>) => {
    const answer = await by.client.post<Answer<NovelDraft>>('/api/drafts/novels', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const move = (by: TestUser, id: string, status: string) =>
    by.client.put<Answer<{ status: string; url: string | null }>>(`/api/drafts/${id}/status`, {
      status,
    });
  const pageByUrl = async (url: string) =>
    (await other.client.get<Answer<NovelPage>>(`/api/novelByUrl/${encodeURIComponent(url)}`)).body
      .result;

  it('stores a proposal sanitised, shows it to its author and moderators only', async () => {
    const draft = await propose(author, {
      value: draftValue({
        name: uniqueName('Ключ'),
        description: '[b]ok[/b]<script>alert(1)</script>[a=javascript:alert(1)]x[/a]',
      }),
    });
    expect(draft).toMatchObject({
      type: 'createNovel',
      status: 'created',
      createdBy: { _id: author.id },
    });
    const value = JSON.parse(draft.value) as { description: string; url: string; section: string };
    expect(value.description).toBe('[b]ok[/b]alert(1)x');
    // docs/product §4 defaults of a new project, and the url from the name (§5).
    expect(value).toMatchObject({ section: 'novel', status: 'done', originalLanguage: 'jp' });
    expect(value.url).toMatch(/^ключ-/);

    expect((await author.client.get(`/api/drafts/${draft._id}`)).status).toBe(200);
    expect((await moderator.client.get(`/api/drafts/${draft._id}`)).status).toBe(200);
    const hidden = await other.client.get<Answer<never>>(`/api/drafts/${draft._id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Not Found');

    const listed = async (who: TestUser) =>
      (
        await who.client.get<Answer<{ drafts: { _id: string }[] }>>('/api/drafts?status=active')
      ).body.result.drafts.map((each) => each._id);
    expect(await listed(author)).toContain(draft._id);
    expect(await listed(moderator)).toContain(draft._id);
    expect(await listed(other)).not.toContain(draft._id);
  });

  it('lists novel and article drafts together, or one kind by the type tab (docs/product §2.2 /drafts)', async () => {
    const writer = await signUpUser(api());
    const novelDraft = await propose(writer, { value: draftValue() });
    const article = await createPostDraft(writer.client);
    const listed = async (type: string) =>
      (
        await writer.client.get<Answer<{ drafts: { _id: string; kind: string }[]; count: number }>>(
          `/api/drafts?type=${type}`,
        )
      ).body.result;
    expect((await listed('all')).drafts.map((draft) => [draft.kind, draft._id])).toEqual([
      ['post', article._id],
      ['novel', novelDraft._id],
    ]);
    expect((await listed('all')).count).toBe(2);
    expect((await listed('novel')).drafts.map((draft) => draft._id)).toEqual([novelDraft._id]);
    expect((await listed('post')).drafts.map((draft) => draft._id)).toEqual([article._id]);
    const others = await other.client.get<Answer<{ drafts: { _id: string }[] }>>('/api/drafts');
    expect(others.body.result.drafts.map((draft) => draft._id)).not.toContain(article._id);
  });

  it('deletes a draft with its discussion', async () => {
    const draft = await propose(author, { value: draftValue() });
    const commented = await moderator.client.post('/api/comments', {
      content: 'Проверьте название',
      source: draft._id,
      sourceType: 'draft',
    });
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    expect((await author.client.get(`/api/drafts/${draft._id}`)).body).toMatchObject({
      result: { comments: 1 },
    });
    expect((await author.client.delete(`/api/drafts/${draft._id}`)).status).toBe(200);
    const comments = api().app.get<Model<CommentRecord>>(getModelToken(COMMENTS_COLLECTION));
    expect(await comments.countDocuments({ source: draft._id })).toBe(0);
    expect(await api().app.get(DraftsRepository).findById(draft._id)).toBeNull();
  });

  it('refuses a script link in the project links, with the field named and nothing stored', async () => {
    const before = await databaseSnapshot(api());
    const answer = await author.client.post<Answer<never>>('/api/drafts/novels', {
      value: draftValue({ links: [{ link: 'javascript:alert(1)', description: 'x' }] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ 'value.links.0.link': 'Недопустимая ссылка' });
    expect(await databaseSnapshot(api())).toBe(before);
  });

  it('keeps uploaded images with their marks, in the draft and in its value', async () => {
    const form = multipart(
      {
        value: JSON.stringify(draftValue()),
        attachedImagesMeta: JSON.stringify({ poster: { sexualContent: true } }),
      },
      { poster: await pngImage() },
    );
    const answer = await author.client.call<Answer<NovelDraft>>('POST', '/api/drafts/novels', {
      body: form,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { attachedImages, value } = answer.body.result;
    expect(attachedImages.poster).toMatchObject({ sexualContent: true, violence: false });
    const poster = await fetch(`${api().baseUrl}${attachedImages.poster!.preview}`);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect((JSON.parse(value) as { poster: { full: string } }).poster.full).toBe(
      attachedImages.poster!.full,
    );
  });

  it('carries the marks of its images into the project, where cards and pages show them', async () => {
    const name = uniqueName('Отмеченная новелла');
    const form = multipart(
      {
        value: JSON.stringify(draftValue({ name })),
        attachedImagesMeta: JSON.stringify({
          poster: { sexualContent: true },
          screenshots: [{ violence: true }, {}],
          bg: { violence: true },
        }),
      },
      {
        poster: await pngImage(),
        screenshots: [await pngImage(), await pngImage()],
        bg: await pngImage(),
      },
    );
    const created = await author.client.call<Answer<NovelDraft>>('POST', '/api/drafts/novels', {
      body: form,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const applied = await move(moderator, created.body.result._id, 'applied');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);

    const page = await pageByUrl(applied.body.result.url!);
    expect(page.poster).toMatchObject({ sexualContent: true });
    expect(page.poster).not.toHaveProperty('violence');
    expect(page.screenshots[0]).toMatchObject({ violence: true });
    expect(page.screenshots[1]).not.toHaveProperty('violence');
    expect(page.bg).toMatchObject({ violence: true });
    expect(page.bg).not.toHaveProperty('sexualContent');
    const found = await other.client.get<Answer<{ novels: { poster: object | null }[] }>>(
      `/api/novels?search=${encodeURIComponent(name)}`,
    );
    expect(found.body.result.novels[0]?.poster).toMatchObject({ sexualContent: true });
  });

  it('takes new images on an edited draft and removes the uploads it no longer shows', async () => {
    const created = await author.client.call<Answer<NovelDraft>>('POST', '/api/drafts/novels', {
      body: multipart(
        { value: JSON.stringify(draftValue()) },
        { poster: await pngImage(), screenshots: [await pngImage()] },
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const draft = created.body.result;
    const oldPoster = draft.attachedImages.poster!;
    const oldShot = draft.attachedImages.screenshots[0]!;
    const value = JSON.parse(draft.value) as Record<string, unknown>;

    // The writer removed the screenshot in the form and chose a new poster and a new screenshot.
    const saved = await author.client.call<Answer<NovelDraft>>(
      'PUT',
      `/api/drafts/${draft._id}/value`,
      {
        body: multipart(
          {
            value: JSON.stringify({ ...value, screenshots: [] }),
            attachedImagesMeta: JSON.stringify({ screenshots: [{ violence: true }] }),
          },
          { poster: await pngImage(), screenshots: [await pngImage()] },
        ),
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { attachedImages } = saved.body.result;
    const savedValue = JSON.parse(saved.body.result.value) as {
      poster: { full: string };
      screenshots: { full: string; violence?: boolean }[];
    };
    expect(attachedImages.poster!.full).not.toBe(oldPoster.full);
    expect(savedValue.poster.full).toBe(attachedImages.poster!.full);
    expect(attachedImages.screenshots).toHaveLength(1);
    expect(attachedImages.screenshots[0]).toMatchObject({ violence: true });
    expect(savedValue.screenshots).toEqual([
      expect.objectContaining({ full: attachedImages.screenshots[0]!.full, violence: true }),
    ]);
    const status = async (url: string) => (await fetch(`${api().baseUrl}${url}`)).status;
    expect(await status(attachedImages.poster!.preview)).toBe(200);
    expect(await status(attachedImages.screenshots[0]!.full)).toBe(200);
    // Nothing shows the old poster and screenshot any more: their files are gone.
    for (const url of [oldPoster.preview, oldPoster.full, oldShot.preview, oldShot.full]) {
      expect(await status(url), url).toBe(404);
    }

    // A save refused for too many screenshots changes nothing.
    const before = await databaseSnapshot(api());
    const tooMany = await author.client.call<Answer<never>>(
      'PUT',
      `/api/drafts/${draft._id}/value`,
      {
        body: multipart(
          {
            value: JSON.stringify({
              ...value,
              screenshots: Array.from({ length: 30 }, () => savedValue.screenshots[0]),
            }),
          },
          { screenshots: [await pngImage()] },
        ),
      },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Не больше 30 скриншотов');
    expect(await databaseSnapshot(api())).toBe(before);
  });

  it('applies a new project: in the catalogue at once, with revision 1, new tags added', async () => {
    const name = uniqueName('Новая новелла');
    const draft = await propose(author, {
      value: draftValue({ name, tags: [{ value: 'романтика' }, { value: 'Новый тег' }] }),
    });
    expect((await move(author, draft._id, 'waitApprove')).status).toBe(200);
    const applied = await move(moderator, draft._id, 'applied');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const page = await pageByUrl(applied.body.result.url!);
    expect(page.name).toBe(name);
    expect(page.tags.map((tag) => tag.value).sort()).toEqual(['Новый тег', 'Романтика']);
    const found = await other.client.get<Answer<{ novels: { _id: string }[] }>>(
      `/api/novels?search=${encodeURIComponent(name)}`,
    );
    expect(found.body.result.novels.map((card) => card._id)).toEqual([page._id]);

    const history = await other.client.get<Answer<{ revisions: Revision[] }>>(
      `/api/novels/${page._id}/revisions`,
    );
    expect(history.body.result.revisions).toEqual([
      expect.objectContaining({
        number: 1,
        draft: draft._id,
        by: { _id: moderator.id, username: moderator.username },
      }),
    ]);
    expect(history.body.result.revisions[0]!.changedFields).toEqual(
      expect.arrayContaining(['name', 'url', 'tagIds', 'description']),
    );
    // Applied is final: no more edits, no delete.
    expect((await author.client.delete(`/api/drafts/${draft._id}`)).status).toBe(403);
    expect((await move(moderator, draft._id, 'declined')).status).toBe(403);
  });

  it('refuses a url already taken with "Has novel by url", leaving the draft as it was', async () => {
    const [taken] = await addNovels(api(), [{ name: uniqueName('Занято') }]);
    const draft = await propose(author, { value: draftValue({ url: taken!.url }) });
    const before = await databaseSnapshot(api());
    const answer = await move(moderator, draft._id, 'applied');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^Has novel by url/);
    expect(await databaseSnapshot(api())).toBe(before);
  });

  it('merges an update, moves mostRecentDate, and keeps a history any two revisions of which compare', async () => {
    const [project] = await addNovels(api(), [{ name: uniqueName('Старое имя') }]);
    const original = await pageByUrl(project!.url);
    const newName = uniqueName('Новое имя');
    const draft = await propose(author, {
      _id: project!._id,
      value: draftValue({ name: newName, url: project!.url, description: 'Новое описание' }),
    });
    expect(draft.type).toBe('updateNovel');
    const applied = await move(moderator, draft._id, 'applied');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.result.url).toBe(project!.url);
    const updated = await pageByUrl(project!.url);
    expect(updated).toMatchObject({
      _id: project!._id,
      name: newName,
      description: 'Новое описание',
    });
    expect(Date.parse(updated.mostRecentDate!)).toBeGreaterThan(
      Date.parse(original.mostRecentDate ?? '1970-01-01'),
    );

    const history = (
      await other.client.get<Answer<{ revisions: Revision[] }>>(
        `/api/novels/${project!._id}/revisions`,
      )
    ).body.result.revisions;
    // Newest first: the update, then the project as it was before drafts (its baseline).
    expect(history.map((revision) => [revision.number, revision.draft])).toEqual([
      [2, draft._id],
      [1, null],
    ]);
    expect(history[0]!.changedFields.sort()).toEqual(['description', 'name']);

    const diff = await other.client.get<Answer<{ changes: RevisionChange[] }>>(
      `/api/novels/${project!._id}/revisions/diff?from=1&to=2`,
    );
    expect(diff.body.result.changes).toEqual([
      { field: 'name', before: original.name, after: newName },
      { field: 'description', before: 'Описание', after: 'Новое описание' },
    ]);
    const unknown = await other.client.get(
      `/api/novels/${project!._id}/revisions/diff?from=1&to=9`,
    );
    expect(unknown.status).toBe(404);
  });

  describe('all or nothing: a failure injected at each step of an apply leaves the database as before', () => {
    const failAt = {
      'writing the revision': () =>
        vi
          .spyOn(api().app.get(DraftsRepository), 'insertRevision')
          .mockRejectedValueOnce(new Error('disk full')),
      'marking the draft applied': () => {
        const repository = api().app.get(DraftsRepository);
        const real = repository.updateIf.bind(repository);
        return vi.spyOn(repository, 'updateIf').mockImplementation(async (...call) => {
          const changes = call[2] as { status?: string };
          if (changes.status === 'applied') throw new Error('connection reset');
          return real(...call);
        });
      },
    };

    it.each(Object.keys(failAt) as (keyof typeof failAt)[])(
      'a new project, failing at %s',
      async (step) => {
        const name = uniqueName('Не появится');
        const draft = await propose(author, {
          value: draftValue({ name, tags: [{ value: uniqueName('Тег') }] }),
        });
        const before = await databaseSnapshot(api());
        failAt[step]();
        const answer = await move(moderator, draft._id, 'applied');
        expect(answer.status).toBe(500);
        expect(JSON.stringify(answer.body)).not.toMatch(/disk full|connection reset/);
        expectSameDatabase(before, await databaseSnapshot(api()));
        expect((await storedDraft(api(), draft._id))?.status).toBe('created');
        const search = await other.client.get<Answer<{ count: number }>>(
          `/api/novels?search=${encodeURIComponent(name)}`,
        );
        expect(search.body.result.count).toBe(0);
        // And once the failure is gone, the same draft applies.
        vi.restoreAllMocks();
        expect((await move(moderator, draft._id, 'applied')).status).toBe(200);
      },
    );

    it.each(Object.keys(failAt) as (keyof typeof failAt)[])(
      'an update of a project, failing at %s',
      async (step) => {
        const [project] = await addNovels(api(), [{ name: uniqueName('Останется') }]);
        const draft = await propose(author, {
          _id: project!._id,
          value: draftValue({ name: uniqueName('Не применится'), url: project!.url }),
        });
        const novels = api().app.get<Model<NovelRecord>>(getModelToken(NOVELS_COLLECTION));
        const stored = await novels.findById(project!._id).lean();
        const before = await databaseSnapshot(api());
        failAt[step]();
        expect((await move(moderator, draft._id, 'applied')).status).toBe(500);
        expectSameDatabase(before, await databaseSnapshot(api()));
        expect(await novels.findById(project!._id).lean()).toEqual(stored);
        expect((await pageByUrl(project!.url)).name).toBe(project!.name);
      },
    );
  });

  it('tells moderators of a draft awaiting review and the author of the decision; the log keeps it', async () => {
    const draft = await propose(author, { value: draftValue() });
    expect((await move(author, draft._id, 'waitApprove')).status).toBe(200);
    const events = async (who: TestUser) =>
      (await who.client.get<Answer<UserEvents>>('/api/userEvents')).body.result;
    expect((await events(moderator)).events[0]).toMatchObject({
      type: 'draftAwaitsReview',
      draft: draft._id,
      status: 'waitApprove',
      createdBy: { _id: author.id },
    });
    expect((await move(moderator, draft._id, 'declined')).status).toBe(200);
    const authorEvents = await events(author);
    expect(authorEvents.events[0]).toMatchObject({ type: 'draftStatus', status: 'declined' });
    expect(authorEvents.newEventsCount).toBeGreaterThan(0);
    const seen = await author.client.post<Answer<UserEvents>>(
      `/api/userEvents/markViewed?timeStamp=${authorEvents.timeStamp}`,
    );
    expect(seen.body.result.newEventsCount).toBe(0);

    const log = await moderator.client.get<Answer<string>>('/api/log');
    expect(log.body.result.split('\n')[0]).toContain(
      `declineDraft: отклонён черновик «${draft.title}»`,
    );
    const refused = await author.client.get<Answer<never>>('/api/log');
    expect([refused.status, refused.body.message]).toEqual([404, 'Not Found']);
  });
});
