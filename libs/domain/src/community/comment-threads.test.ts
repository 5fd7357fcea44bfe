import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentInputMessages } from './comment-input';
import {
  commentRemoval,
  commentSubtree,
  commentThreads,
  hasReplies,
  placeReply,
  type ThreadedComment,
} from './comment-threads';

interface TestComment extends ThreadedComment {
  createdAt: string;
}

function comment(
  id: string,
  {
    minute = 0,
    parent = null,
    answerComment = null,
    removed = false,
  }: {
    minute?: number;
    parent?: string | null;
    answerComment?: string | null;
    removed?: boolean;
  } = {},
): TestComment {
  const createdAt = new Date(Date.UTC(2024, 0, 1, 0, minute)).toISOString();
  return { _id: id, parent, answerComment, removed, createdAt };
}

const ids = (comments: readonly ThreadedComment[]) => comments.map((item) => item._id);

describe('placeReply (docs/product §3 Comment: parent is the thread, answerComment the answered)', () => {
  const top = comment('top');
  const reply = comment('reply', { parent: 'top', answerComment: 'top' });
  const other = comment('other');
  const gone = comment('gone', { removed: true });
  const thread = [top, reply, other, gone];

  it('places a top-level comment with no parent and nobody answered', () => {
    expect(placeReply({}, thread)).toEqual({
      refused: false,
      parent: null,
      answerComment: null,
      answered: null,
    });
  });

  it('a parent given as a reply stands for its thread; the thread first hears of it', () => {
    expect(placeReply({ parent: 'reply' }, thread)).toEqual({
      refused: false,
      parent: 'top',
      answerComment: null,
      answered: top,
    });
  });

  it('an answer alone names its own thread, and its author hears of it', () => {
    expect(placeReply({ answerComment: 'reply' }, thread)).toEqual({
      refused: false,
      parent: 'top',
      answerComment: 'reply',
      answered: reply,
    });
  });

  it('refuses a comment that is not of the source, naming the field', () => {
    expect(placeReply({ parent: 'elsewhere' }, thread)).toEqual({
      refused: true,
      field: 'parent',
      message: commentInputMessages.answerNotFound,
    });
    expect(placeReply({ parent: 'top', answerComment: 'elsewhere' }, thread)).toMatchObject({
      refused: true,
      field: 'answerComment',
      message: commentInputMessages.answerNotFound,
    });
  });

  it('refuses an answer from another thread than the parent', () => {
    expect(placeReply({ parent: 'other', answerComment: 'reply' }, thread)).toEqual({
      refused: true,
      field: 'answerComment',
      message: commentInputMessages.answerInOtherThread,
    });
  });

  it('refuses to answer a removed comment', () => {
    expect(placeReply({ parent: 'gone' }, thread)).toMatchObject({
      refused: true,
      field: 'parent',
      message: commentInputMessages.answerRemoved,
    });
    expect(placeReply({ answerComment: 'gone' }, thread)).toMatchObject({
      refused: true,
      field: 'answerComment',
    });
  });
});

describe('commentRemoval (docs/product §4 Comments)', () => {
  it('keeps a comment with replies, emptied; does nothing if it is removed already', () => {
    const top = comment('top');
    const thread = [top, comment('reply', { parent: 'top' })];
    expect(commentRemoval(top, thread)).toEqual({ kind: 'remove' });
    const removedTop = { ...top, removed: true };
    expect(commentRemoval(removedTop, [removedTop, thread[1]!])).toEqual({ kind: 'nothing' });
  });

  it('deletes a comment without replies, and the removed comments it leaves without any, on up', () => {
    const top = comment('top', { removed: true });
    const middle = comment('middle', { parent: 'top', answerComment: 'top', removed: true });
    const last = comment('last', { parent: 'top', answerComment: 'middle' });
    const removal = commentRemoval(last, [top, middle, last]);
    expect(removal.kind === 'delete' && ids(removal.gone)).toEqual(['last', 'middle', 'top']);
  });

  it('stops at a removed comment that still has other replies, and at one not removed', () => {
    const top = comment('top', { removed: true });
    const kept = comment('kept', { parent: 'top' });
    const last = comment('last', { parent: 'top', answerComment: 'top' });
    const removal = commentRemoval(last, [top, kept, last]);
    expect(removal.kind === 'delete' && ids(removal.gone)).toEqual(['last']);
    const liveTop = comment('top');
    const answer = comment('answer', { parent: 'top', answerComment: 'top' });
    const alone = commentRemoval(answer, [liveTop, answer]);
    expect(alone.kind === 'delete' && ids(alone.gone)).toEqual(['answer']);
  });
});

/** A source's comments: top-level ones and replies naming earlier comments (as the API makes them). */
const threadArbitrary = fc
  .array(
    fc.record({
      parentPick: fc.nat(),
      answerPick: fc.nat(),
      reply: fc.boolean(),
      removed: fc.boolean(),
    }),
    {
      maxLength: 20,
    },
  )
  .map((shapes) => {
    const comments: TestComment[] = [];
    shapes.forEach(({ parentPick, answerPick, reply, removed }, index) => {
      const answered = reply && comments.length > 0 ? comments[answerPick % comments.length] : null;
      const parent = answered ? (answered.parent ?? answered._id) : null;
      const skipAnswer = answered !== null && parentPick % 3 === 0;
      comments.push(
        comment(`c${index}`, {
          minute: index,
          parent,
          answerComment: answered && !skipAnswer ? answered._id : null,
          removed,
        }),
      );
    });
    return comments;
  });

describe('the thread laws', () => {
  it('a subtree holds the comment and everything answering into it', () => {
    fc.assert(
      fc.property(threadArbitrary, fc.nat(), (thread, pick) => {
        fc.pre(thread.length > 0);
        const root = thread[pick % thread.length]!;
        const subtree = new Set(ids(commentSubtree(root, thread)));
        expect(subtree.has(root._id)).toBe(true);
        for (const other of thread) {
          const under =
            (other.parent && subtree.has(other.parent)) ||
            (other.answerComment && subtree.has(other.answerComment));
          if (under) expect(subtree.has(other._id)).toBe(true);
        }
      }),
    );
  });

  it('a deletion never leaves a reply without the comment it answers', () => {
    fc.assert(
      fc.property(threadArbitrary, fc.nat(), (thread, pick) => {
        fc.pre(thread.length > 0);
        const target = thread[pick % thread.length]!;
        const removal = commentRemoval(target, thread);
        if (removal.kind !== 'delete') {
          expect(hasReplies(target, thread)).toBe(true);
          return;
        }
        const gone = new Set(ids(removal.gone));
        for (const left of thread.filter((other) => !gone.has(other._id))) {
          if (left.parent) expect(gone.has(left.parent)).toBe(false);
          if (left.answerComment) expect(gone.has(left.answerComment)).toBe(false);
        }
      }),
    );
  });

  it('threads show every comment once', () => {
    fc.assert(
      fc.property(threadArbitrary, (thread) => {
        const newestFirst = [...thread].reverse();
        const shown = commentThreads(newestFirst).flatMap((item) => [
          item.comment._id,
          ...ids(item.replies),
        ]);
        expect(shown.sort()).toEqual(ids(thread).sort());
      }),
    );
  });
});

describe('commentThreads', () => {
  const threadIds = (comments: readonly TestComment[]) =>
    commentThreads(comments).map((thread) => [thread.comment._id, ids(thread.replies)]);

  it('keeps top-level comments newest first, as the list call answers', () => {
    expect(threadIds([comment('b', { minute: 2 }), comment('a', { minute: 1 })])).toEqual([
      ['b', []],
      ['a', []],
    ]);
  });

  it('puts replies under their thread, oldest first', () => {
    const answer = [
      comment('r2', { minute: 5, parent: 'a' }),
      comment('b', { minute: 4 }),
      comment('r1', { minute: 3, parent: 'a' }),
      comment('a', { minute: 1 }),
    ];
    expect(threadIds(answer)).toEqual([
      ['b', []],
      ['a', ['r1', 'r2']],
    ]);
  });

  it('shows a reply whose thread is on a later page on its own', () => {
    expect(
      threadIds([comment('r', { minute: 5, parent: 'missing' }), comment('a', { minute: 1 })]),
    ).toEqual([
      ['r', []],
      ['a', []],
    ]);
  });
});
