import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLikePress,
  canSendComment,
  commentFlags,
  commentMessages,
  commentSourceTypes,
  isReviewAllowed,
  nextLikeState,
  type LikeButton,
  type UserLike,
} from './comments';
import { commentMoodSchema } from '../entities/content';

describe('canSendComment (docs/product §5 Comment)', () => {
  it.each([
    ['text', 0, true],
    ['', 1, true],
    ['  \n\t\u00a0', 0, false],
    ['', 0, false],
    ['text', 8, true],
    ['text', 9, false],
    ['', 9, false],
  ])('%j with %i images → %s', (text, imageCount, expected) => {
    expect(canSendComment({ text, imageCount })).toBe(expected);
  });
});

describe('reviews (docs/product §3, §5: top-level comments on games only)', () => {
  it('allows the review toggle on a top-level game comment only', () => {
    expect(commentSourceTypes.filter((sourceType) => isReviewAllowed({ sourceType }))).toEqual([
      'game',
    ]);
    expect(isReviewAllowed({ sourceType: 'game', parentId: null })).toBe(true);
    expect(isReviewAllowed({ sourceType: 'game', parentId: 'c1' })).toBe(false);
  });

  it('keeps the mood only on a review', () => {
    expect(commentFlags({ sourceType: 'game', review: true, mood: 1 })).toEqual({
      review: true,
      mood: 1,
    });
    expect(commentFlags({ sourceType: 'game', review: true, mood: 0 })).toEqual({
      review: true,
      mood: 0,
    });
    expect(commentFlags({ sourceType: 'game', review: true, mood: null })).toEqual({
      review: true,
    });
    expect(commentFlags({ sourceType: 'game', review: true })).toEqual({ review: true });
    expect(commentFlags({ sourceType: 'game', review: false, mood: 1 })).toEqual({ review: false });
  });

  it('drops a review where none is allowed', () => {
    expect(commentFlags({ sourceType: 'post', review: true, mood: 0 })).toEqual({ review: false });
    expect(commentFlags({ sourceType: 'game', parentId: 'c1', review: true, mood: 0 })).toEqual({
      review: false,
    });
  });

  it('knows the two moods', () => {
    expect(commentMoodSchema.safeParse(0).success).toBe(true);
    expect(commentMoodSchema.safeParse(1).success).toBe(true);
    expect(commentMoodSchema.safeParse(2).success).toBe(false);
  });
});

describe('nextLikeState (docs/product §4: the same button removes, the other sets)', () => {
  it.each([
    [null, 'like', true],
    [null, 'dislike', false],
    [true, 'like', null],
    [true, 'dislike', false],
    [false, 'like', true],
    [false, 'dislike', null],
  ] as const)('%s + %s → %s', (current, pressed, next) => {
    expect(nextLikeState(current, pressed)).toBe(next);
  });

  const likeArb = fc.constantFrom<UserLike>(true, false, null);
  const buttonArb = fc.constantFrom<LikeButton>('like', 'dislike');

  it('pressing the same button twice ends with no like', () => {
    fc.assert(
      fc.property(likeArb, buttonArb, (current, pressed) => {
        const twice = nextLikeState(nextLikeState(current, pressed), pressed);
        expect(twice === null || twice === current).toBe(true);
        expect(nextLikeState(nextLikeState(null, pressed), pressed)).toBeNull();
      }),
    );
  });

  it('keeps the counts in step with the user’s like', () => {
    fc.assert(
      fc.property(
        likeArb,
        fc.nat(100),
        fc.nat(100),
        fc.array(buttonArb),
        (userLike, others, otherDislikes, presses) => {
          const start = {
            likes: others + (userLike === true ? 1 : 0),
            dislikes: otherDislikes + (userLike === false ? 1 : 0),
            userLike,
          };
          const end = presses.reduce(applyLikePress, start);
          expect(end.likes).toBe(others + (end.userLike === true ? 1 : 0));
          expect(end.dislikes).toBe(otherDislikes + (end.userLike === false ? 1 : 0));
        },
      ),
    );
  });

  it('moves a like to a dislike in one press', () => {
    expect(applyLikePress({ likes: 3, dislikes: 1, userLike: true }, 'dislike')).toEqual({
      likes: 2,
      dislikes: 2,
      userLike: false,
    });
  });
});

describe('commentMessages (docs/product §4, §8)', () => {
  it('keeps the texts of the specification', () => {
    expect(commentMessages.removed).toBe('Комментарий удален');
    expect(commentMessages.addFailed).toBe('Не удалось добавить комментарий');
    expect(commentMessages.reviewUpdateFailed).toBe('Не удалось обновить отзыв');
  });

  it('keeps «Комментарий удален» for an author’s own removal and adds a moderator’s (§A2.10)', () => {
    expect(commentMessages.removedByModerator).toBe(`${commentMessages.removed} модератором`);
  });
});
