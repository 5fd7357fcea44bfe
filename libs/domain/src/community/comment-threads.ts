import { commentInputMessages } from './comment-input';

/*
 * Where comments stand in their source's threads, one rule for the API (placing a reply, what a
 * deletion takes with it) and the site (showing threads). docs/product §3 Comment: `parent` is the
 * top-level comment of the thread, `answerComment` the comment answered; §4 Comments: a comment with
 * replies is kept as "Комментарий удален", one without is deleted.
 */

/** What the thread rules read of a comment: the API's records and the answers alike. */
export interface ThreadedComment {
  _id: string;
  parent?: string | null;
  answerComment?: string | null;
  removed: boolean;
}

/** The thread a comment belongs to: its top-level comment's id (its own, for a top-level one). */
export const threadIdOf = (comment: ThreadedComment): string => comment.parent ?? comment._id;

/** Where a new comment answers, as the writer asks: a thread, a comment, both, or neither. */
export interface ReplyRequest {
  parent?: string | null;
  answerComment?: string | null;
}

/** A reply refused: the field at fault and why, in the words of the interface. */
export interface ReplyRefusal {
  refused: true;
  field: 'parent' | 'answerComment';
  message: string;
}

/** Where a new comment goes, and whose comment it answers (its author hears of it). */
export interface ReplyPlace<C extends ThreadedComment> {
  refused: false;
  parent: string | null;
  answerComment: string | null;
  /** `answerComment`, or else the thread's first comment; null for a new top-level comment. */
  answered: C | null;
}

/**
 * Places a reply among the source's comments (`thread`: every comment of the source). Both ids must
 * name comments of the source; a parent given as a reply stands for its thread; an answer names its
 * own thread when no parent is given, and must be of the parent's thread when one is. A removed
 * comment cannot be answered.
 */
export function placeReply<C extends ThreadedComment>(
  request: ReplyRequest,
  thread: readonly C[],
): ReplyPlace<C> | ReplyRefusal {
  const byId = (id: string) => thread.find((comment) => comment._id === id);
  const refuse = (field: ReplyRefusal['field'], message: string): ReplyRefusal => ({
    refused: true,
    field,
    message,
  });
  let parent: string | null = null;
  if (request.parent) {
    const given = byId(request.parent);
    if (!given) return refuse('parent', commentInputMessages.answerNotFound);
    parent = threadIdOf(given);
  }
  let answered: C | null = null;
  if (request.answerComment) {
    answered = byId(request.answerComment) ?? null;
    if (!answered) return refuse('answerComment', commentInputMessages.answerNotFound);
    const threadId = threadIdOf(answered);
    if (parent && parent !== threadId) {
      return refuse('answerComment', commentInputMessages.answerInOtherThread);
    }
    parent = threadId;
  }
  const heard = answered ?? (parent ? (byId(parent) ?? null) : null);
  if (heard?.removed) {
    return refuse(answered ? 'answerComment' : 'parent', commentInputMessages.answerRemoved);
  }
  return { refused: false, parent, answerComment: answered?._id ?? null, answered: heard };
}

/** Whether any other comment answers this one or belongs to its thread. */
export function hasReplies(comment: ThreadedComment, thread: readonly ThreadedComment[]): boolean {
  return thread.some(
    (other) =>
      other._id !== comment._id &&
      (other.parent === comment._id || other.answerComment === comment._id),
  );
}

/** The comment and every comment under it: its thread's replies, and answers to those, on down. */
export function commentSubtree<C extends ThreadedComment>(comment: C, thread: readonly C[]): C[] {
  const ids = new Set([comment._id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const other of thread) {
      if (ids.has(other._id)) continue;
      if (
        (other.parent && ids.has(other.parent)) ||
        (other.answerComment && ids.has(other.answerComment))
      ) {
        ids.add(other._id);
        grew = true;
      }
    }
  }
  return thread.filter((other) => ids.has(other._id));
}

/**
 * What deleting a comment (not by force) does (docs/product §4 Comments):
 * - `remove`: it has replies, so it stays, emptied, as "Комментарий удален";
 * - `nothing`: it has replies and is removed already;
 * - `delete`: it has none, so it goes, with the removed comments above it that it leaves without
 *   replies, on up (`gone`, the comment first).
 */
export type CommentRemoval<C extends ThreadedComment> =
  { kind: 'remove' } | { kind: 'nothing' } | { kind: 'delete'; gone: C[] };

export function commentRemoval<C extends ThreadedComment>(
  comment: C,
  thread: readonly C[],
): CommentRemoval<C> {
  if (hasReplies(comment, thread)) return { kind: comment.removed ? 'nothing' : 'remove' };
  const gone = [comment];
  let left = thread.filter((other) => other._id !== comment._id);
  const candidates = [comment.answerComment, comment.parent];
  while (candidates.length > 0) {
    const id = candidates.shift();
    const above = left.find((other) => other._id === id);
    if (!above?.removed || hasReplies(above, left)) continue;
    gone.push(above);
    left = left.filter((other) => other._id !== above._id);
    candidates.push(above.answerComment, above.parent);
  }
  return { kind: 'delete', gone };
}

/** A top-level comment with the replies to it, as a page shows them. */
export interface CommentThread<C> {
  comment: C;
  replies: C[];
}

/**
 * Threads of comments as the list call answers them (newest first, a page at a time): top-level
 * comments keep that order, each reply goes under its thread oldest first, so a conversation reads
 * down. A reply whose thread is not loaded (on a later page) stands on its own rather than vanish.
 */
export function commentThreads<C extends ThreadedComment & { createdAt: string }>(
  comments: readonly C[],
): CommentThread<C>[] {
  const timeOf = (comment: C) => new Date(comment.createdAt).getTime();
  const loaded = new Set(comments.map((comment) => comment._id));
  const isTop = (comment: C) => !comment.parent || !loaded.has(comment.parent);
  const tops = new Set(comments.filter(isTop).map((comment) => comment._id));
  const threads = new Map<string, CommentThread<C>>();
  const order: CommentThread<C>[] = [];
  for (const comment of comments) {
    if (comment.parent && tops.has(comment.parent)) continue;
    const thread = { comment, replies: [] };
    threads.set(comment._id, thread);
    order.push(thread);
  }
  for (const comment of comments) {
    if (comment.parent && tops.has(comment.parent)) {
      threads.get(comment.parent)?.replies.push(comment);
    }
  }
  for (const thread of order) thread.replies.sort((a, b) => timeOf(a) - timeOf(b));
  return order;
}
