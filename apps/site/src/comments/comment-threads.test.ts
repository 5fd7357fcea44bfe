import { commentResultSchema, type CommentResult } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { commentThreads } from './comment-threads';

function comment(id: string, minute: number, parent: string | null = null): CommentResult {
  return commentResultSchema.parse({
    _id: id,
    content: id,
    parent,
    createdBy: { _id: 'u', username: 'user' },
    createdAt: new Date(Date.UTC(2024, 0, 1, 0, minute)).toISOString(),
    source: 'n',
    sourceType: 'game',
  });
}

const ids = (threads: ReturnType<typeof commentThreads>) =>
  threads.map((thread) => [thread.comment._id, thread.replies.map((reply) => reply._id)]);

describe('commentThreads', () => {
  it('keeps top-level comments newest first, as the list call answers', () => {
    expect(ids(commentThreads([comment('b', 2), comment('a', 1)]))).toEqual([
      ['b', []],
      ['a', []],
    ]);
  });

  it('puts replies under their thread, oldest first', () => {
    const answer = [comment('r2', 5, 'a'), comment('b', 4), comment('r1', 3, 'a'), comment('a', 1)];
    expect(ids(commentThreads(answer))).toEqual([
      ['b', []],
      ['a', ['r1', 'r2']],
    ]);
  });

  it('shows a reply whose thread is on a later page on its own', () => {
    expect(ids(commentThreads([comment('r', 5, 'missing'), comment('a', 1)]))).toEqual([
      ['r', []],
      ['a', []],
    ]);
  });
});
