import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftProjectOf } from './draft-project';
import { projectChanges, revisionChanges, type ProjectFieldValues } from './project-changes';

/** A project as `GET /api/novelByUrl/{url}` answers it (the fields the comparison reads). */
const project = {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  url: 'everlasting-summer',
  name: 'Бесконечное лето',
  alternativeNames: ['Everlasting Summer'],
  section: 'novel',
  status: 'done',
  releasedAt: '2013-12-21T00:00:00.000Z',
  expectedReleaseAt: '',
  originalLanguage: 'ru',
  length: 'medium',
  genres: [{ _id: 'g1', value: 'Драма' }],
  tags: [{ _id: 't1', value: 'Лагерь' }],
  platforms: [{ _id: 'p1', value: 'Windows' }],
  developers: [{ name: 'Soviet Games', link: 'https://soviet.example' }],
  translations: [
    { group: { link: '', description: 'Полные' }, status: 'done', nonFree: false, description: '' },
  ],
  links: [{ link: 'https://site.example', description: 'Официальный сайт', tags: [] }],
  description: '[b]Лагерь[/b] «Совёнок».',
  poster: { preview: '/images/poster.png', full: '/images/poster-full.png' },
  screenshots: [{ preview: '/images/s1.png', full: '/images/s1-full.png' }],
  bg: null,
  viewsCount: 5,
  ratedUsers: 3,
};

/** The same project as a draft holds it: vocabulary with ids, the date as the form writes it. */
const sameAsDraft = {
  ...project,
  releasedAt: '2013-12-21T00:00:00Z',
  genres: [{ _id: 'g1', value: 'Драма' }],
  modifiers: [],
  vndb: null,
};

const changesTo = (after: ProjectFieldValues) =>
  projectChanges({ before: project, after, timeZone: 'UTC' });

describe('projectChanges', () => {
  it('finds nothing when the draft proposes the project as it is', () => {
    expect(changesTo(sameAsDraft)).toEqual([]);
    expect(changesTo(draftProjectOf({ title: '', value: JSON.stringify(sameAsDraft) }))).toEqual(
      [],
    );
  });

  it('lists only the fields that differ, with their Russian labels, before and after', () => {
    expect(changesTo({ ...sameAsDraft, name: 'Лето', status: 'demo' })).toEqual([
      { field: 'name', label: 'Название', kind: 'text', before: 'Бесконечное лето', after: 'Лето' },
      { field: 'status', label: 'Статус', kind: 'text', before: 'Полный', after: 'Частичный' },
    ]);
  });

  it('shows section, language, length and dates as the project page does', () => {
    const changes = changesTo({
      ...sameAsDraft,
      section: 'rpgmaker',
      originalLanguage: 'jp',
      length: null,
      releasedAt: '2014-01-05T00:00:00.000Z',
      expectedReleaseAt: 'весна 2025',
    });
    expect(changes.map(({ field, before, after }) => ({ field, before, after }))).toEqual([
      { field: 'section', before: 'Визуальные новеллы', after: 'RPG Maker' },
      { field: 'releasedAt', before: '21.12.2013', after: '05.01.2014' },
      { field: 'expectedReleaseAt', before: null, after: 'весна 2025' },
      { field: 'originalLanguage', before: 'Русский', after: 'Японский' },
      { field: 'length', before: 'Средняя (10–30 ч)', after: null },
    ]);
  });

  it('compares genres, tags and platforms as lists of their values', () => {
    const [change, ...rest] = changesTo({
      ...sameAsDraft,
      genres: [{ _id: 'g1', value: 'Драма' }, { value: 'Комедия' }],
      tags: [{ value: 'Лагерь' }],
    });
    expect(rest).toEqual([]);
    expect(change).toEqual({
      field: 'genres',
      label: 'Жанры',
      kind: 'list',
      before: ['Драма'],
      after: ['Драма', 'Комедия'],
    });
  });

  it('shows developers, translations and links with everything a reader sees of them', () => {
    const changes = changesTo({
      ...sameAsDraft,
      developers: [{ name: 'Soviet Games', link: '' }],
      translations: [
        {
          group: { link: 'https://group.example', description: 'Полные' },
          status: 'demo',
          nonFree: true,
          releasedAt: '2015-02-01T00:00:00.000Z',
          link: { link: 'https://download.example', description: 'Скачать' },
          description: 'Без 18+',
        },
      ],
      links: [
        { link: 'https://site.example', description: 'Официальный сайт', tags: ['regRequire'] },
      ],
    });
    expect(changes.map(({ field, before, after }) => ({ field, before, after }))).toEqual([
      {
        field: 'developers',
        before: ['Soviet Games (https://soviet.example)'],
        after: ['Soviet Games'],
      },
      {
        field: 'translations',
        before: ['Полные — Полный'],
        after: [
          'Полные (https://group.example) — Частичный, платный, 01.02.2015, Скачать: https://download.example, Без 18+',
        ],
      },
      {
        field: 'links',
        before: ['Официальный сайт: https://site.example'],
        after: ['Официальный сайт: https://site.example (для зарегистрированных)'],
      },
    ]);
  });

  it('gives the description as markup, from text or from content blocks', () => {
    expect(changesTo({ ...sameAsDraft, description: '[i]Новое[/i] описание' })).toEqual([
      {
        field: 'description',
        label: 'Описание',
        kind: 'markup',
        before: '[b]Лагерь[/b] «Совёнок».',
        after: '[i]Новое[/i] описание',
      },
    ]);
    expect(
      changesTo({
        ...sameAsDraft,
        description: [{ type: 'text', text: '[b]Лагерь[/b] «Совёнок».' }],
      }),
    ).toEqual([]);
  });

  it('gives poster, screenshots and background as images, videos by their id', () => {
    const changes = changesTo({
      ...sameAsDraft,
      poster: null,
      screenshots: [
        { preview: '/images/s1.png', full: '/images/s1-full.png' },
        { contentType: 'youtube', full: 'dQw4w9WgXcQ' },
      ],
      bg: { preview: '/images/bg.png', full: '/images/bg-full.png' },
    });
    expect(
      changes.map(({ field, kind, before, after }) => ({ field, kind, before, after })),
    ).toEqual([
      {
        field: 'poster',
        kind: 'images',
        before: [{ kind: 'image', preview: '/images/poster.png', full: '/images/poster-full.png' }],
        after: [],
      },
      {
        field: 'screenshots',
        kind: 'images',
        before: [{ kind: 'image', preview: '/images/s1.png', full: '/images/s1-full.png' }],
        after: [
          { kind: 'image', preview: '/images/s1.png', full: '/images/s1-full.png' },
          { kind: 'video', id: 'dQw4w9WgXcQ' },
        ],
      },
      {
        field: 'bg',
        kind: 'images',
        before: [],
        after: [{ kind: 'image', preview: '/images/bg.png', full: '/images/bg-full.png' }],
      },
    ]);
  });

  it('treats an empty text, a missing field and null alike', () => {
    expect(
      projectChanges({
        before: { expectedReleaseAt: '', length: undefined, alternativeNames: [] },
        after: { expectedReleaseAt: '  ', length: null },
      }),
    ).toEqual([]);
  });

  it('keeps an unknown value readable rather than dropping it', () => {
    expect(
      projectChanges({ before: { section: 'novel' }, after: { section: 'visual' } }),
    ).toMatchObject([{ field: 'section', before: 'Визуальные новеллы', after: 'visual' }]);
  });

  it('never reports a change of a project against itself, and reports any name change', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const one = { ...sameAsDraft, name: a };
        expect(projectChanges({ before: one, after: { ...one } })).toEqual([]);
        const named = projectChanges({ before: one, after: { ...one, name: b } });
        expect(named.length).toBe(a.trim() === b.trim() ? 0 : 1);
      }),
    );
  });
});

describe('revisionChanges', () => {
  const vocabulary = [
    { _id: 'g1', value: 'Драма' },
    { _id: 'g2', value: 'Комедия' },
  ];

  it('names the fields as the project does and the vocabulary ids by their values', () => {
    expect(
      revisionChanges({
        changes: [
          { field: 'genreIds', before: ['g1'], after: ['g1', 'g2', 'g9'] },
          { field: 'name', before: 'Старое', after: 'Новое' },
        ],
        vocabulary,
        timeZone: 'UTC',
      }),
    ).toEqual([
      { field: 'name', label: 'Название', kind: 'text', before: 'Старое', after: 'Новое' },
      {
        field: 'genres',
        label: 'Жанры',
        kind: 'list',
        before: ['Драма'],
        after: ['Драма', 'Комедия', 'g9 (удалено)'],
      },
    ]);
  });

  it('leaves out what readers never see and what does not show as a change', () => {
    expect(
      revisionChanges({
        changes: [
          { field: 'modifiers', before: [], after: ['x'] },
          { field: 'releasedYear', before: 2013, after: 2014 },
          { field: 'vndb', before: null, after: { id: 'v1' } },
          {
            field: 'releasedAt',
            before: '2013-12-21T00:00:00.000Z',
            after: '2013-12-21T00:00:00Z',
          },
        ],
        timeZone: 'UTC',
      }),
    ).toEqual([]);
  });

  it('shows a first revision against nothing', () => {
    expect(
      revisionChanges({
        changes: [
          { field: 'name', before: null, after: 'Новая' },
          { field: 'tagIds', before: null, after: ['t1'] },
        ],
        vocabulary: [{ _id: 't1', value: 'Лагерь' }],
      }),
    ).toEqual([
      { field: 'name', label: 'Название', kind: 'text', before: null, after: 'Новая' },
      { field: 'tags', label: 'Теги', kind: 'list', before: [], after: ['Лагерь'] },
    ]);
  });
});
