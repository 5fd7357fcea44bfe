import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isPostSection, postSectionLabels, postSections } from './post-sections';
import {
  hasPostBodyContent,
  newPostDraftSchema,
  postHasChanges,
  type PostBody,
  reviewSchema,
  type PostContent,
} from './posts';

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('post sections (docs/product §3)', () => {
  it('labels the four sections', () => {
    expect(postSections.map((section) => postSectionLabels[section])).toEqual([
      'Общее',
      'Технические',
      'Работа сайта',
      'Поиск людей',
    ]);
  });
});

describe('isPostSection', () => {
  it('knows the four sections and nothing else', () => {
    expect(postSections.every(isPostSection)).toBe(true);
    expect(['all', 'news', '', null, 1].some(isPostSection)).toBe(false);
  });
});

describe('hasPostBodyContent', () => {
  it.each([
    ['text', true],
    ['  ', false],
    [[], false],
    [[{ type: 'text', text: '' }], false],
    [
      [
        { type: 'text', text: '' },
        { type: 'text', text: ' \n' },
      ],
      false,
    ],
    [
      [
        { type: 'text', text: 'Текст' },
        { type: 'text', text: '' },
      ],
      true,
    ],
    [
      [
        { type: 'image', images: [{ preview: '/p.webp', full: '/f.webp', alt: '' }] },
        { type: 'text', text: '' },
      ],
      true,
    ],
  ] satisfies [PostBody, boolean][])('%j → %s', (body, expected) => {
    expect(hasPostBodyContent(body)).toBe(expected);
  });
});

describe('newPostDraftSchema (docs/product §5 New post draft)', () => {
  it('accepts a titled post with a body', () => {
    expect(
      issuesOf(newPostDraftSchema, {
        section: 'tech',
        title: 'Т',
        body: [{ type: 'text', text: 'Текст' }],
      }),
    ).toEqual([]);
  });

  it('wants a title and a body', () => {
    expect(
      issuesOf(newPostDraftSchema, {
        section: 'common',
        title: ' ',
        body: [{ type: 'text', text: '' }],
      }),
    ).toEqual(['title: Нет заголовка', 'body: Пустое сообщение']);
  });

  it('wants a known section', () => {
    expect(newPostDraftSchema.safeParse({ section: 'news', title: 'Т', body: 'x' }).success).toBe(
      false,
    );
  });
});

describe('reviewSchema (docs/product §5 Review)', () => {
  it('wants a body that is not empty', () => {
    expect(issuesOf(reviewSchema, { body: [{ type: 'text', text: 'Отзыв' }] })).toEqual([]);
    expect(issuesOf(reviewSchema, { body: [{ type: 'text', text: '' }] })).toEqual([
      'body: Пустое сообщение',
    ]);
    expect(issuesOf(reviewSchema, { body: [{ type: 'video', src: 'x' }] })).not.toEqual([]);
  });
});

describe('postHasChanges (docs/product §4 Post editing)', () => {
  const post: PostContent = {
    title: 'Т',
    section: 'site',
    body: [
      { type: 'text', text: 'a' },
      { type: 'code', text: 'x' },
    ],
  };

  it('sees no change in an equal copy', () => {
    expect(postHasChanges(post, jsonCopy(post))).toBe(false);
  });

  it('sees a changed title, section or body', () => {
    expect(postHasChanges(post, { ...post, title: 'Т2' })).toBe(true);
    expect(postHasChanges(post, { ...post, section: 'job' })).toBe(true);
    expect(postHasChanges(post, { ...post, body: [{ type: 'text', text: 'a' }] })).toBe(true);
  });
});

function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
