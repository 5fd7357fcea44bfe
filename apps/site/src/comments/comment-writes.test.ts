import { commentMessages } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { aComment } from './comment.fixtures';
import { commentFailure } from './comment-writes';
import { applyCommentsChange } from './use-source-comments';

const comment = (id: string) => aComment(id, { content: `Текст ${id}` });

describe('commentFailure (docs/product §8)', () => {
  it('names a 401 as its own error: the session ended', () => {
    const error = new ApiError('Unauthorized', 401, { message: 'Unauthorized' });
    expect(commentFailure(error, commentMessages.addFailed)).toBe(commentMessages.signInRequired);
  });

  it('gives the §8 text with the server’s reason for anything else', () => {
    const error = new ApiError('Вы забанены', 403, { message: 'Вы забанены' });
    expect(commentFailure(error, commentMessages.addFailed)).toBe(
      'Не удалось добавить комментарий: Вы забанены',
    );
  });

  it('gives the §8 text alone when there is no reason', () => {
    expect(commentFailure(new Error(''), commentMessages.deleteFailed)).toBe(
      'Не удалось удалить комментарий',
    );
  });
});

describe('applyCommentsChange', () => {
  const pages = [{ comments: [comment('c2'), comment('c1')], count: 3 }];

  it('shows a create answer’s whole list newest first, as one page', () => {
    const all = [comment('c1'), comment('c2'), comment('c3')];
    expect(applyCommentsChange(pages, { kind: 'all', comments: all })).toEqual([
      { comments: [comment('c3'), comment('c2'), comment('c1')], count: 3 },
    ]);
  });

  it('replaces one comment where it stands', () => {
    const edited = aComment('c1', { content: 'Новый текст' });
    const [page] = applyCommentsChange(pages, { kind: 'one', comment: edited });
    expect(page?.comments.map((item) => item.content)).toEqual(['Текст c2', 'Новый текст']);
  });

  it('takes away comments that are gone and counts them down', () => {
    expect(applyCommentsChange(pages, { kind: 'gone', ids: ['c2'] })).toEqual([
      { comments: [comment('c1')], count: 2 },
    ]);
  });
});
