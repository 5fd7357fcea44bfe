import { getConnectionToken } from '@nestjs/mongoose';
import type { ContentBlock, DraftStatus, PostDraftView, PostSection } from '@vn/domain';
import type { Connection } from 'mongoose';
import { newObjectId } from '../../src/platform/ids/ids';
import type { PostRecord } from '../../src/features/posts/post.schema';
import { PublishedArticles } from '../../src/features/posts/published-articles';
import type { Answer, HttpAnswer, HttpClient } from '../http-client';
import type { TestApi } from '../test-api';

let sequence = 0;
/** A title no other test uses. */
export const uniqueTitle = (text = 'Статья') =>
  `${text} ${(sequence += 1)} ${Date.now() % 100_000}`;

export const textBody = (text: string): ContentBlock[] => [{ type: 'text', text }];

/** An article as stored, published on the `countId`-th of January 2026, for repository-level tests. */
export function articleRecord(
  _id: string,
  countId: number,
  { title = `Статья ${countId}`, text = 'Текст' }: { title?: string; text?: string } = {},
): PostRecord {
  const at = new Date(Date.UTC(2026, 0, countId));
  return {
    _id,
    countId,
    title,
    body: textBody(text),
    version: 2,
    section: 'common',
    createdBy: 'u1',
    createdAt: at,
    updatedAt: at,
    viewsCount: 0,
    commentsCount: 0,
  };
}

export interface DraftInput {
  section?: PostSection;
  title?: string;
  body?: ContentBlock[];
  shortDescription?: string;
  post?: string;
}

/** A new article draft through the API, as its author would make it. */
export async function createDraft(client: HttpClient, input: DraftInput = {}) {
  const answer = await client.post<Answer<PostDraftView>>('/api/postDrafts', {
    section: 'common',
    title: uniqueTitle(),
    body: textBody('[b]Текст[/b] статьи'),
    ...input,
  });
  if (answer.status !== 200) throw new Error(`draft not created: ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}

function database(api: TestApi) {
  const db = api.app.get<Connection>(getConnectionToken()).db;
  if (!db) throw new Error('no database');
  return db;
}

/** Puts a draft into a status directly, to start a transition from there. */
export async function forceDraftStatus(api: TestApi, id: string, status: DraftStatus) {
  await database(api)
    .collection('postDrafts')
    .updateOne({ _id: id as never }, { $set: { status } });
}

/** The draft's document as stored. */
export async function storedDraft(api: TestApi, id: string) {
  return database(api)
    .collection('postDrafts')
    .findOne({ _id: id as never });
}

export async function storedPosts(api: TestApi) {
  return database(api).collection('posts').find({}).sort({ countId: 1 }).toArray();
}

export async function storedPost(api: TestApi, id: string) {
  return database(api)
    .collection('posts')
    .findOne({ _id: id as never });
}

/**
 * An article written straight into the database, as an older version of the site stored it (a
 * markup or HTML body, no version), then loaded into the API's list.
 */
export async function insertLegacyPost(
  api: TestApi,
  fields: { body: string; createdBy: string; countId?: number; title?: string },
) {
  const posts = await storedPosts(api);
  const countId =
    fields.countId ?? Math.max(0, ...posts.map((post) => Number(post['countId']))) + 1;
  const _id = newObjectId();
  await database(api)
    .collection('posts')
    .insertOne({
      _id: _id as never,
      countId,
      title: fields.title ?? uniqueTitle('Старая статья'),
      body: fields.body,
      section: 'common',
      createdBy: fields.createdBy,
      createdAt: new Date('2019-05-01T10:00:00Z'),
    });
  await api.app.get(PublishedArticles).reload();
  return { _id, countId };
}

/** Moves a draft through the API; answers the whole HTTP answer. */
export function putStatus(client: HttpClient, id: string, status: DraftStatus) {
  return client.put<Answer<{ draft: PostDraftView; countId: number | null }>>(
    `/api/postDrafts/${id}/status`,
    { status },
  );
}

/** A published article through the API: a draft sent to review, approved and published. */
export async function publishedPost(
  author: HttpClient,
  moderator: HttpClient,
  input: DraftInput = {},
): Promise<{ draft: PostDraftView; countId: number; id: string }> {
  const draft = await createDraft(author, input);
  for (const [client, status] of [
    [author, 'waitApprove'],
    [moderator, 'approved'],
    [moderator, 'applied'],
  ] as const) {
    const answer: HttpAnswer<Answer<{ countId: number | null }>> = await putStatus(
      client,
      draft._id,
      status,
    );
    if (answer.status !== 200) throw new Error(`${status}: ${JSON.stringify(answer.body)}`);
    if (status === 'applied') {
      return { draft, countId: answer.body.result.countId!, id: draft.post ?? draft._id };
    }
  }
  throw new Error('unreachable');
}
