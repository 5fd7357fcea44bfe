import { Injectable } from '@nestjs/common';
import { withoutHiddenText, type CommentResult, type ContentBlock, storedCount } from '@vn/domain';
import type { Viewer } from '../../platform/session';
import { type UserRecord, UsersById } from '../users';
import type { CommentRecord } from './comment.schema';
import { ViewerLikes } from './viewer-likes';

/** How a comment's author shows when their account is gone. */
export const GONE_AUTHOR = 'Удалённый пользователь';

/** Blocks with the content of `[hide]` taken out of every text, for guests (docs/product §3 tag hide). */
function blocksForGuest(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.map((block): ContentBlock => {
    switch (block.type) {
      case 'text':
        return { type: 'text', text: withoutHiddenText(block.text) };
      // The nested lists are cast: the domain's declaration output widens a recursive schema's
      // children, so the project-reference build (`tsc -b`) sees them as plain records.
      case 'spoiler':
        return { ...block, blocks: blocksForGuest(block.blocks as readonly ContentBlock[]) };
      case 'quote':
        return { ...block, blocks: blocksForGuest(block.blocks as readonly ContentBlock[]) };
      default:
        return block;
    }
  });
}

function authorOf(id: string, user: UserRecord | null | undefined): CommentResult['createdBy'] {
  if (!user) return { _id: id, username: GONE_AUTHOR };
  return {
    _id: user._id,
    username: user.username,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    role: user.role,
  };
}

/**
 * A stored comment as the API answers it (docs/product §3 Comment): the author joined from the (cached)
 * users, the viewer's own like, a removed comment without its text and images ("Комментарий
 * удален", §4), and for guests without what `[hide]` hides.
 */
export function presentComment(
  record: CommentRecord,
  context: { author: UserRecord | null | undefined; userLike: boolean | null; guest: boolean },
): CommentResult {
  const { guest } = context;
  const removed = record.removed;
  const body = removed || !record.body ? null : guest ? blocksForGuest(record.body) : record.body;
  return {
    _id: record._id,
    content: removed ? '' : guest ? withoutHiddenText(record.content) : record.content,
    parent: record.parent,
    answerComment: record.answerComment,
    createdBy: authorOf(record.createdBy, context.author),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    removed,
    version: record.version,
    images: removed ? [] : record.images,
    source: record.source,
    sourceType: record.sourceType,
    novel: record.novel,
    mood: record.mood,
    review: record.review,
    // Never below zero, whatever happened to the counters.
    likes: storedCount(record.likes),
    dislikes: storedCount(record.dislikes),
    userLike: context.userLike,
    body,
    // docs/product §A2.10 (ours): the log's entry, for «Комментарий удален модератором».
    removedByModerator:
      removed && record.removedByModerator
        ? { logEntry: record.removedByModerator.logEntry }
        : null,
  };
}

@Injectable()
export class CommentPresenter {
  constructor(
    private readonly users: UsersById,
    private readonly likes: ViewerLikes,
  ) {}

  /** The comments as the viewer sees them, in the order given. */
  async present(
    records: readonly CommentRecord[],
    viewer: Viewer | null,
  ): Promise<CommentResult[]> {
    const authorIds = [...new Set(records.map((record) => record.createdBy))];
    // Users by id are kept in memory, so a page of comments by few people costs few reads.
    const authors = new Map(
      await Promise.all(authorIds.map(async (id) => [id, await this.users.findById(id)] as const)),
    );
    const likes = viewer ? await this.likes.of(viewer.user._id) : null;
    return records.map((record) =>
      presentComment(record, {
        author: authors.get(record.createdBy),
        userLike: likes?.get(record._id) ?? null,
        guest: viewer === null,
      }),
    );
  }

  /** The name a comment's author goes by now, as the comment shows it (gone: `GONE_AUTHOR`). */
  async authorName(record: CommentRecord): Promise<string> {
    return authorOf(record.createdBy, await this.users.findById(record.createdBy)).username;
  }

  async presentOne(record: CommentRecord, viewer: Viewer | null): Promise<CommentResult> {
    const [presented] = await this.present([record], viewer);
    return presented!;
  }
}
