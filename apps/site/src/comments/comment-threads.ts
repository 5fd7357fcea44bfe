import type { CommentResult } from '@vn/domain';

/** A top-level comment with the replies to it (SPEC.md §3 Comment: `parent` is the thread's top). */
export interface CommentThread {
  comment: CommentResult;
  replies: CommentResult[];
}

const timeOf = (comment: CommentResult) => new Date(comment.createdAt).getTime();

/**
 * Threads of comments as the list call answers them (newest first, a page at a time): top-level
 * comments keep that order, each reply goes under its thread oldest first, so a conversation reads
 * down. A reply whose thread is not loaded (on a later page) stands on its own rather than vanish.
 */
export function commentThreads(comments: readonly CommentResult[]): CommentThread[] {
  const loaded = new Set(comments.map((comment) => comment._id));
  const isTop = (comment: CommentResult) => !comment.parent || !loaded.has(comment.parent);
  const tops = new Set(comments.filter(isTop).map((comment) => comment._id));
  const threads = new Map<string, CommentThread>();
  const order: CommentThread[] = [];
  for (const comment of comments) {
    const thread = comment.parent && tops.has(comment.parent) ? null : { comment, replies: [] };
    if (!thread) continue;
    threads.set(comment._id, thread);
    order.push(thread);
  }
  for (const comment of comments) {
    if (comment.parent && tops.has(comment.parent))
      threads.get(comment.parent)?.replies.push(comment);
  }
  for (const thread of order) thread.replies.sort((a, b) => timeOf(a) - timeOf(b));
  return order;
}
