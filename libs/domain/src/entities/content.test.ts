import { describe, expect, it } from 'vitest';
import {
  commentSchema,
  likeTargetKindSchema,
  mainPageSchema,
  novelDraftSchema,
  postDraftSchema,
  postListItemSchema,
  postSchema,
} from './content';

const at = '2026-11-22T12:00:00.000Z';
const author = { _id: 'u1', username: 'Алиса' };

describe('drafts (docs/product §3)', () => {
  it('parses a novel draft with its attachments', () => {
    const draft = novelDraftSchema.parse({
      _id: 'd1',
      type: 'createNovel',
      status: 'waitApprove',
      value: '{"name":"Ever17"}',
      createdBy: author,
      createdAt: at,
      updatedAt: at,
      attachedImages: { poster: { preview: 'p', full: 'f', erotic: true } },
    });
    expect(draft.attachedImages.poster).toMatchObject({
      sexualContent: false,
      violence: false,
      erotic: true,
    });
    expect(draft.attachedImages.screenshots).toEqual([]);
    expect(novelDraftSchema.safeParse({ ...draft, status: 'published' }).success).toBe(false);
  });

  it('parses a post draft', () => {
    expect(
      postDraftSchema.parse({
        _id: 'p1',
        type: 'update',
        status: 'created',
        value: '{}',
        createdBy: author,
        updatedAt: at,
      }),
    ).toMatchObject({ title: '', shortDescription: '' });
  });
});

describe('articles and comments (§3)', () => {
  const post = {
    _id: 'a1',
    countId: 8,
    title: 'Правила',
    section: 'site',
    createdBy: author,
    createdAt: at,
  };

  it('accepts a markup body or content blocks, and blocks only for version 2', () => {
    expect(postSchema.safeParse({ ...post, body: '[b]Правила[/b]' }).success).toBe(true);
    expect(
      postSchema.safeParse({ ...post, version: 2, body: [{ type: 'text', text: 'Привет' }] })
        .success,
    ).toBe(true);
    expect(postSchema.safeParse({ ...post, version: 2, body: 'старый текст' }).success).toBe(false);
    expect(postSchema.safeParse({ ...post, body: '', section: 'news' }).success).toBe(false);
  });

  it('parses a comment with defaults and refuses more than 8 images', () => {
    const comment = {
      _id: 'c1',
      content: 'Отлично',
      createdBy: author,
      createdAt: at,
      source: 'n1',
      sourceType: 'game',
    };
    expect(commentSchema.parse(comment)).toMatchObject({
      review: false,
      likes: 0,
      dislikes: 0,
      userLike: null,
      images: [],
    });
    const images = Array.from({ length: 9 }, () => ({ preview: 'p', full: 'f' }));
    expect(commentSchema.safeParse({ ...comment, images }).success).toBe(false);
    expect(commentSchema.safeParse({ ...comment, sourceType: 'novel' }).success).toBe(false);
  });

  it('likes comments only', () => {
    expect(likeTargetKindSchema.safeParse('comment').success).toBe(true);
    expect(likeTargetKindSchema.safeParse('post').success).toBe(false);
  });

  it('parses the main page data', () => {
    const item = postListItemSchema.parse({ post: { ...post, body: 'x' }, commentsCount: 2 });
    expect(
      mainPageSchema.safeParse({
        lastCreated: [],
        lastUpdated: [],
        bestNovels: [],
        games: [],
        aiTranslated: [],
        posts: [item],
        comments: [],
      }).success,
    ).toBe(true);
  });
});
