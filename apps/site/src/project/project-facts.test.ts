import type { DevelopmentStatus } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  catalogueHref,
  projectFacts,
  projectHref,
  safeLinkHref,
  translationsInOrder,
  visibleLinks,
  vocabularyHref,
} from './project-facts';

const project = {
  section: 'novel' as const,
  status: 'done' as DevelopmentStatus,
  releasedAt: '2013-12-21T12:00:00.000Z',
  expectedReleaseAt: 'весна 2026',
  originalLanguage: 'jp' as const,
  developers: [
    { name: 'Studio', link: 'https://studio.example' },
    { name: 'Friend', link: 'javascript:alert(1)' },
  ],
  length: 'medium' as const,
  genres: [{ _id: 'g', value: 'Драма' }],
  platforms: [{ _id: 'p', value: 'Windows' }],
  tags: [],
};

const factOf = (status: DevelopmentStatus, key: string) =>
  projectFacts({ ...project, status }, 'UTC').find((fact) => fact.key === key);

describe('projectFacts (docs/product §2.3, §4)', () => {
  it('labels the release date "Дата выхода рабочей версии" for partial projects', () => {
    expect(factOf('demo', 'releasedAt')?.term).toBe('Дата выхода рабочей версии');
    expect(factOf('demoFreeze', 'releasedAt')?.term).toBe('Дата выхода рабочей версии');
  });

  it('labels it "Дата выхода" for every other status, in DD.MM.YYYY', () => {
    for (const status of ['done', 'inProcess', 'freeze'] as const) {
      expect(factOf(status, 'releasedAt')).toMatchObject({
        term: 'Дата выхода',
        values: [{ text: '21.12.2013' }],
      });
    }
  });

  it('shows the expected release only for demo and inProcess projects', () => {
    expect(factOf('demo', 'expectedReleaseAt')?.values).toEqual([{ text: 'весна 2026' }]);
    expect(factOf('inProcess', 'expectedReleaseAt')?.values).toEqual([{ text: 'весна 2026' }]);
    for (const status of ['done', 'freeze', 'demoFreeze'] as const) {
      expect(factOf(status, 'expectedReleaseAt')).toBeUndefined();
    }
  });

  it('leaves out facts the project does not have', () => {
    const keys = projectFacts({ ...project, tags: [], releasedAt: null, length: null }).map(
      (fact) => fact.key,
    );
    expect(keys).toEqual([
      'section',
      'status',
      'originalLanguage',
      'developers',
      'genres',
      'platforms',
    ]);
  });

  it('names the status, language and length in Russian', () => {
    const text = (key: string) => factOf('demo', key)?.values[0]?.text;
    expect(text('status')).toBe('Частичный');
    expect(text('originalLanguage')).toBe('Японский');
    expect(text('length')).toBe('Средняя (10–30 ч)');
  });

  it("links a developer's site, never a script address", () => {
    expect(factOf('done', 'developers')?.values).toEqual([
      { text: 'Studio', href: 'https://studio.example' },
      { text: 'Friend' },
    ]);
  });

  it('links each genre to the catalogue filtered by it', () => {
    expect(factOf('done', 'genres')?.values).toEqual([
      { text: 'Драма', href: vocabularyHref('genres', 'Драма', 'novel') },
    ]);
  });
});

describe('addresses', () => {
  it('filters the project’s own catalogue by a vocabulary value', () => {
    expect(vocabularyHref('genres', 'Драма', 'novel')).toBe(
      `/novels?genres=${encodeURIComponent('Драма')}`,
    );
    expect(vocabularyHref('tags', 'Юри', 'rpgmaker')).toBe(
      `/games?section=rpgmaker&tags=${encodeURIComponent('Юри')}`,
    );
  });

  it('puts novels under /novels and every other section under /games (docs/product §2.2)', () => {
    expect(projectHref({ section: 'novel', url: 'a-b' })).toBe('/novels/a-b');
    expect(projectHref({ section: 'tbs', url: 'a-b' })).toBe('/games/a-b');
    expect(catalogueHref('novel')).toBe('/novels');
    expect(catalogueHref('ai')).toBe('/games');
  });
});

describe('translationsInOrder (docs/product §4)', () => {
  it('puts the most complete first: done, demo, inProcess, freeze, demoFreeze', () => {
    const statuses = translationsInOrder(
      (['demoFreeze', 'freeze', 'inProcess', 'done', 'demo'] as const).map((status) => ({
        status,
      })),
    ).map((translation) => translation.status);
    expect(statuses).toEqual(['done', 'demo', 'inProcess', 'freeze', 'demoFreeze']);
  });

  it('keeps the listed order between translations of one status', () => {
    const ordered = translationsInOrder([
      { status: 'demo' as const, name: 'first demo' },
      { status: 'done' as const, name: 'full' },
      { status: 'demo' as const, name: 'second demo' },
    ]);
    expect(ordered.map((translation) => translation.name)).toEqual([
      'full',
      'first demo',
      'second demo',
    ]);
  });
});

describe('visibleLinks (docs/product §2.3)', () => {
  const links = [
    { link: 'https://a', tags: [] },
    { link: 'https://b', tags: ['regRequire'] },
  ];

  it('hides regRequire links from guests', () => {
    expect(visibleLinks(links, false).map((link) => link.link)).toEqual(['https://a']);
  });

  it('shows them to signed-in readers', () => {
    expect(visibleLinks(links, true)).toHaveLength(2);
  });
});

describe('safeLinkHref', () => {
  it('links http(s), mail and site paths', () => {
    expect(safeLinkHref(' https://a.example/x ')).toBe('https://a.example/x');
    expect(safeLinkHref('mailto:team@a.example')).toBe('mailto:team@a.example');
    expect(safeLinkHref('/posts/8')).toBe('/posts/8');
  });

  it('refuses script and protocol-relative addresses', () => {
    expect(safeLinkHref('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkHref('//evil.example')).toBeUndefined();
  });
});

describe('projectFacts: spoiler tags (docs/product §A5.6)', () => {
  it('says which tags are marked as spoilers, and only tags', () => {
    const tags = projectFacts({
      ...project,
      tags: [
        { _id: 't1', value: 'Школа' },
        { _id: 't2', value: 'Смерть героини', spoiler: true },
      ],
    }).find((fact) => fact.key === 'tags');
    expect(tags?.values.map(({ text, spoiler }) => ({ text, spoiler }))).toEqual([
      { text: 'Школа', spoiler: undefined },
      { text: 'Смерть героини', spoiler: true },
    ]);
    const genres = projectFacts(project).find((fact) => fact.key === 'genres');
    expect(genres?.values[0]).not.toHaveProperty('spoiler');
  });
});
