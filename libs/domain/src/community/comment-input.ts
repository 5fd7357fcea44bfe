import type { MarkupNode } from '../markup/ast';
import type { ContentBlock } from '../markup/blocks';
import { parseMarkup } from '../markup/parse';
import { serializeMarkup } from '../markup/serialize';
import { assertNever } from '../assert-never';

/**
 * What the server makes of a comment or review as it arrives (docs/product §3 Comment, §5 Comment and
 * Review): rich text reduced to the allowed markup, review blocks cleaned the same way, and whether
 * anything is left to show.
 */

/** Upper bounds of comment requests (ours; docs/product gives only "at most 8 images", §9). */
export const COMMENT_LIMITS = {
  /**
   * Characters of a comment's markup. Several pages of text; a longer piece belongs in a review
   * or an article.
   */
  contentMax: 8_000,
  /** Characters of all text in a review's blocks together. */
  reviewTextMax: 40_000,
  /** Blocks in one review. */
  reviewBlocksMax: 500,
  /** Comments a list request may ask for at once (the screens ask for 20, §9). */
  pageSizeMax: 100,
  pageMax: 100_000,
} as const;

/** The server's answers to comment and review input (docs/product §5 Comment, Review). */
export const commentInputMessages = {
  /** §5: a comment is not sendable if its text is blank and it has no images. */
  emptyComment: 'Пустой комментарий: напишите текст или добавьте изображение',
  /** §5 Review: "Пустое сообщение". */
  emptyReview: 'Пустое сообщение',
  reviewExists: 'Вы уже написали отзыв на этот проект: отредактируйте его',
  reviewNotAllowed: 'Отзыв можно оставить только к проекту и не в ответе на комментарий',
  answerNotFound: 'Комментарий, на который вы отвечаете, не найден',
  answerRemoved: 'Нельзя ответить на удалённый комментарий',
  answerInOtherThread: 'Комментарий, на который вы отвечаете, из другой ветки',
  commentRemoved: 'Комментарий удален',
  notAReview: 'Это не отзыв',
} as const;

/** Whether a tree shows anything: text that is not blank, a picture, a sticker, a smile, a mention. */
export function markupHasContent(nodes: readonly MarkupNode[]): boolean {
  return nodes.some((node) => {
    switch (node.type) {
      case 'text':
        return node.text.trim() !== '';
      case 'lineBreak':
        return false;
      case 'img':
      case 'sticker':
      case 'smile':
      case 'user':
        return true;
      case 'b':
      case 'i':
      case 'u':
      case 's':
      case 'center':
      case 'right':
      case 'hide':
      case 'a':
      case 'novel':
      case 'spoiler':
        return markupHasContent(node.children);
      default:
        return assertNever(node);
    }
  });
}

/** Whether a comment has something to show (docs/product §5 Comment): visible text, or images. */
export function commentHasContent({
  content,
  imageCount,
}: {
  content: string;
  imageCount: number;
}): boolean {
  return imageCount > 0 || markupHasContent(parseMarkup(content));
}

/** How many characters of text the blocks hold, nested ones included (for the review limit). */
export function contentBlocksTextLength(blocks: readonly ContentBlock[]): number {
  let length = 0;
  for (const block of blocks) {
    switch (block.type) {
      case 'text':
      case 'header':
      case 'code':
        length += block.text.length;
        break;
      case 'spoiler':
        length += block.title.length + contentBlocksTextLength(block.blocks);
        break;
      case 'quote':
        length += contentBlocksTextLength(block.blocks);
        break;
      case 'image':
        length += block.images.reduce(
          (sum, image) => sum + image.preview.length + image.full.length + image.alt.length,
          0,
        );
        break;
      default:
        assertNever(block);
    }
  }
  return length;
}

function withoutHidden(nodes: readonly MarkupNode[]): MarkupNode[] {
  return nodes.map((node) => {
    if (node.type === 'hide') return { type: 'hide', children: [] };
    if ('children' in node) return { ...node, children: withoutHidden(node.children) };
    return node;
  });
}

/**
 * A markup text with the content of its `[hide]` tags taken out, for guests (docs/product §3 tag `hide`:
 * hidden text is for signed-in readers). The empty tag stays, so the reader sees that something is
 * hidden and may sign in for it.
 */
export function withoutHiddenText(markup: string): string {
  if (!/\[hide/i.test(markup)) return markup;
  return serializeMarkup(withoutHidden(parseMarkup(markup)));
}

/** Why a user is told of a new comment (docs/product §3 User event; API user-event types). */
export type CommentNotificationKind =
  'commentAnswer' | 'draftComment' | 'postComment' | 'novelComment';

/**
 * Who is told of a new comment, and why: the author of the comment it answers, the authors of the
 * draft or article it is on, the followers of the project's comments. Each person once, for the
 * first reason in that order (a reply to you is the most specific news); the commenter never.
 */
export function commentNotificationPlan({
  commenterId,
  answeredAuthorId,
  sourceAuthors,
  followers,
}: {
  commenterId: string;
  /** The author of the answered comment, when they want replies. */
  answeredAuthorId: string | null;
  /** The draft's or article's authors, with the kind of news they get. */
  sourceAuthors: { kind: 'draftComment' | 'postComment'; userIds: readonly string[] } | null;
  /** Followers of a project's comments (game sources). */
  followers: readonly string[];
}): { kind: CommentNotificationKind; userIds: string[] }[] {
  const told = new Set<string>([commenterId]);
  const take = (userIds: readonly string[]) =>
    userIds.filter((userId) => {
      if (told.has(userId)) return false;
      told.add(userId);
      return true;
    });
  const plan: { kind: CommentNotificationKind; userIds: string[] }[] = [
    { kind: 'commentAnswer', userIds: take(answeredAuthorId ? [answeredAuthorId] : []) },
    ...(sourceAuthors ? [{ kind: sourceAuthors.kind, userIds: take(sourceAuthors.userIds) }] : []),
    { kind: 'novelComment', userIds: take(followers) },
  ];
  return plan.filter((entry) => entry.userIds.length > 0);
}
