import { isStaffMember, type CommentResult, type CommentSourceType } from '@vn/domain';
import { newObjectId } from '../../src/platform/ids/ids';
import {
  CommentSources,
  type CommentSourceProvider,
} from '../../src/features/comments/comment-sources';
import type { CommentCountStore } from '../../src/features/comments/comment-count-counters';
import type { CommentRecord } from '../../src/features/comments/comment.schema';
import { CommentsRepository } from '../../src/features/comments/comments.repository';
import type { Viewer } from '../../src/platform/session/viewer';
import type { HttpClient, Answer, HttpAnswer } from '../http-client';
import type { TestApi } from '../test-api';
import { addNovels } from '../catalogue/catalogue-fixture';

/** A draft, article or article draft as the test sources know it. */
interface TestSource {
  authorId: string;
  novelId: string | null;
  commentsCount: number;
}

/**
 * Drafts, articles and article drafts for the comments tests, standing in for the features that own
 * them (they register their own providers; this one is registered after start-up, so it is the one
 * the tests meet). Drafts and article drafts are seen by their author and staff; articles by anyone.
 */
export class TestCommentSources implements CommentSourceProvider {
  readonly sourceTypes = ['draft', 'post', 'postDraft'] as const;
  readonly records = new Map<string, TestSource & { type: CommentSourceType }>();

  static install(api: TestApi): TestCommentSources {
    const sources = new TestCommentSources();
    api.app.get(CommentSources).register(sources);
    return sources;
  }

  add(type: 'draft' | 'post' | 'postDraft', authorId: string, novelId: string | null = null) {
    const id = newObjectId();
    this.records.set(id, { type, authorId, novelId, commentsCount: 0 });
    return id;
  }

  find(sourceType: CommentSourceType, id: string, viewer: Viewer | null) {
    const source = this.records.get(id);
    if (!source || source.type !== sourceType) return Promise.resolve(null);
    const visible =
      sourceType === 'post' ||
      (viewer !== null &&
        (viewer.user._id === source.authorId || isStaffMember(viewer.actor.role)));
    return Promise.resolve(
      visible
        ? {
            authorIds: [source.authorId],
            novelId: source.novelId,
            place: { kind: 'draft', id, name: 'Тестовый источник' } as const,
          }
        : null,
    );
  }

  commentsCountChanged(_sourceType: CommentSourceType, id: string, delta: number) {
    const source = this.records.get(id);
    if (source) source.commentsCount += delta;
    return Promise.resolve();
  }

  commentCounts(sourceType: CommentSourceType): CommentCountStore {
    const ofType = (ids?: readonly string[]) =>
      [...this.records].filter(
        ([id, source]) => source.type === sourceType && (!ids || ids.includes(id)),
      );
    return {
      stored: (ids) =>
        Promise.resolve(new Map(ofType(ids).map(([id, source]) => [id, source.commentsCount]))),
      repair: (id, expected, actual) => {
        const source = this.records.get(id);
        if (source?.commentsCount !== expected) return Promise.resolve(false);
        source.commentsCount = actual;
        return Promise.resolve(true);
      },
    };
  }
}

let sequence = 0;

/** A fresh project, so each test comments on its own. */
export async function addProject(api: TestApi): Promise<string> {
  sequence += 1;
  const [project] = await addNovels(api, [{ name: `Проект для комментариев ${sequence}` }]);
  return project!._id;
}

export type CommentAnswer = HttpAnswer<
  Answer<{ comment: CommentResult; comments: CommentResult[] }>
>;

/** Posts a comment as the client; `body` is the JSON of `POST /api/comments`. */
export function postComment(client: HttpClient, body: Record<string, unknown>) {
  return client.post('/api/comments', body) as Promise<CommentAnswer>;
}

/** Posts a comment on a project and answers the new comment (the call must succeed). */
export async function commentOn(
  client: HttpClient,
  source: string,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<CommentResult> {
  const answer = await postComment(client, { content, source, sourceType: 'game', ...extra });
  if (answer.status !== 200) throw new Error(`comment failed: ${JSON.stringify(answer.body)}`);
  return answer.body.result.comment;
}

/** A comment record as the API writes one: on a project, with no likes, `fields` over it. */
export function commentRecord(
  fields: Partial<CommentRecord> & { source: string; createdBy: string },
): CommentRecord {
  const now = new Date();
  return {
    _id: newObjectId(),
    content: 'Комментарий из базы',
    body: null,
    version: 1,
    images: [],
    parent: null,
    answerComment: null,
    sourceType: 'game',
    novel: fields.sourceType && fields.sourceType !== 'game' ? null : fields.source,
    createdAt: now,
    updatedAt: now,
    removed: false,
    review: false,
    mood: null,
    likes: 0,
    dislikes: 0,
    ...fields,
  };
}

/**
 * A comment written straight into the database, for callers the API would refuse (a banned user's
 * own comment, which they may still delete).
 */
export function insertComment(
  api: TestApi,
  fields: Partial<CommentRecord> & { source: string; createdBy: string },
): Promise<CommentRecord> {
  return api.app.get(CommentsRepository).insert(commentRecord(fields));
}

/** A review body of one text row. */
export const textBody = (text: string) => [{ type: 'text' as const, text }];
