import type { CommentResult } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { commentSourceLink } from './comment-source';

describe('commentSourceLink', () => {
  const on = (sourceType: CommentResult['sourceType']) =>
    ({ _id: 'c1', source: 's1', sourceType }) as CommentResult;

  it('leads to the project or the article, at the comment', () => {
    expect(commentSourceLink(on('game'))).toEqual({ href: '/go/novel/s1#c1', label: 'К проекту' });
    expect(commentSourceLink(on('post'))).toEqual({ href: '/go/post/s1#c1', label: 'К статье' });
  });

  it('has no link for drafts, which the list never shows', () => {
    expect(commentSourceLink(on('draft'))).toBeNull();
  });
});
