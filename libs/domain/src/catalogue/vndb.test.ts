import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vndbMatchSchema, vndbSearchQuerySchema } from '../api/vndb';
import { vndbSchema } from '../entities/novel';
import { languages } from './languages';
import { lengths } from './lengths';
import { formatExternalRating } from './rating';
import {
  languageOfVndb,
  lengthOfVndb,
  VNDB_SEARCH_NAME_MAX,
  vndbMatchFrom,
  vndbMessages,
  vndbRecordFromMatch,
  vndbFill,
  vndbMatchSummary,
  vndbSearchKey,
  type VndbMatch,
  type VndbVisualNovel,
} from './vndb';

const steinsGate: VndbVisualNovel = {
  id: 'v2002',
  title: 'Steins;Gate',
  olang: 'ja',
  length: 4,
  length_minutes: 2_640,
  rating: 89.7,
  votecount: 12_000,
  devstatus: 0,
  developers: [{ name: '5pb.' }, { name: 'Nitroplus' }],
  released: '2009-10-15',
};

/** Any visual novel the service could answer, odd values included. */
const visualNovel: fc.Arbitrary<VndbVisualNovel> = fc.record({
  id: fc.stringMatching(/^v[1-9]\d{0,5}$/),
  title: fc.string({ minLength: 1 }),
  olang: fc.option(fc.oneof(fc.constantFrom('ja', 'zh-Hans', 'zh-Hant', 'en', 'ru'), fc.string())),
  length: fc.option(
    fc.oneof(
      fc.integer({ min: 1, max: 5 }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
  ),
  length_minutes: fc.option(fc.nat()),
  rating: fc.option(fc.double({ min: 10, max: 100, noNaN: true })),
  votecount: fc.nat(),
  devstatus: fc.constantFrom(0, 1, 2),
  developers: fc.array(fc.record({ name: fc.string({ minLength: 1 }) }), { maxLength: 5 }),
  released: fc.option(fc.oneof(fc.constant('TBA'), fc.constant('2019-05'), fc.string())),
});

describe('the external visual novel database lookup (docs/product §3, §7 External)', () => {
  it('reads a match into our codes: ja → jp, length 4 → long, developers by name', () => {
    expect(vndbMatchFrom(steinsGate)).toEqual({
      id: 'v2002',
      title: 'Steins;Gate',
      olang: 'ja',
      language: 'jp',
      length: 4,
      lengthKey: 'long',
      length_minutes: 2_640,
      rating: 89.7,
      votecount: 12_000,
      devstatus: 0,
      developers: ['5pb.', 'Nitroplus'],
      released: '2009-10-15',
    });
  });

  it('maps zh-Hans to zh, our own codes to themselves, unknown ones to other, none to null', () => {
    expect(languageOfVndb('zh-Hans')).toBe('zh');
    expect(languageOfVndb('ja')).toBe('jp');
    expect(languageOfVndb('ru')).toBe('ru');
    expect(languageOfVndb('tlh')).toBe('other');
    expect(languageOfVndb(null)).toBeNull();
    expect(languageOfVndb(' ')).toBeNull();
  });

  it('maps lengths 1..5 to ours in order, anything else to null', () => {
    expect([1, 2, 3, 4, 5].map(lengthOfVndb)).toEqual([
      'veryShort',
      'short',
      'medium',
      'long',
      'veryLong',
    ]);
    expect([null, 0, 6, 2.5].map(lengthOfVndb)).toEqual([null, null, null, null]);
  });

  it('keeps the length order: a longer external length is never a shorter one of ours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (a, b) => {
        const rank = (value: number) => lengths.indexOf(lengthOfVndb(value)!);
        expect(Math.sign(rank(a) - rank(b))).toBe(Math.sign(a - b));
      }),
    );
  });

  it('shows the rating divided by 10 with one decimal', () => {
    expect(formatExternalRating(vndbMatchFrom({ ...steinsGate, rating: 78 }).rating!)).toBe('7.8');
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 100 }), (rating) => {
        const shown = formatExternalRating(rating);
        expect(shown).toMatch(/^\d{1,2}\.\d$/);
        expect(Number(shown)).toBe(rating / 10);
      }),
    );
  });

  it('answers, for any visual novel, a match on contract that keeps the raw values', () => {
    fc.assert(
      fc.property(visualNovel, (novel) => {
        const match = vndbMatchFrom(novel);
        expect(vndbMatchSchema.safeParse(match).success).toBe(true);
        expect(match).toMatchObject({
          id: novel.id,
          olang: novel.olang,
          length: novel.length,
          rating: novel.rating,
          released: novel.released,
        });
        expect(match.language === null).toBe(novel.olang === null || novel.olang.trim() === '');
        if (match.language !== null) expect(languages).toContain(match.language);
        expect(match.lengthKey === null).toBe(![1, 2, 3, 4, 5].includes(novel.length ?? 0));
      }),
    );
  });

  it('keeps a chosen match as a valid `vndb` field of a project, developers as { name }', () => {
    expect(vndbRecordFromMatch(vndbMatchFrom(steinsGate))).toEqual(steinsGate);
    expect(vndbRecordFromMatch(vndbMatchFrom({ ...steinsGate, olang: null }))).not.toHaveProperty(
      'olang',
    );
    fc.assert(
      fc.property(visualNovel, (novel) => {
        const record = vndbRecordFromMatch(vndbMatchFrom(novel));
        expect(vndbSchema.safeParse(record).success).toBe(true);
        expect(record.developers.map((developer) => developer.name)).toEqual(
          novel.developers.map((developer) => developer.name),
        );
      }),
    );
  });

  it('asks the same question for names that differ in case and spacing only', () => {
    expect(vndbSearchKey('  Steins;GATE   0 ')).toBe('steins;gate 0');
    fc.assert(
      fc.property(fc.string(), (name) => {
        const key = vndbSearchKey(name);
        expect(vndbSearchKey(key)).toBe(key);
        expect(vndbSearchKey(name.toUpperCase())).toBe(vndbSearchKey(name.toLowerCase()));
      }),
    );
  });

  it('takes a name of 1..200 characters, trimmed; refuses blank, missing and over-long ones', () => {
    expect(vndbSearchQuerySchema.parse({ name: '  Ever17 ' })).toEqual({ name: 'Ever17' });
    const messageOf = (query: unknown) =>
      vndbSearchQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(messageOf({ name: '   ' })).toBe(vndbMessages.nameMissing);
    expect(messageOf({})).toBe(vndbMessages.nameMissing);
    expect(messageOf({ name: 'я'.repeat(VNDB_SEARCH_NAME_MAX + 1) })).toBe(
      vndbMessages.nameTooLong,
    );
    expect(
      vndbSearchQuerySchema.safeParse({ name: 'я'.repeat(VNDB_SEARCH_NAME_MAX) }).success,
    ).toBe(true);
    expect(vndbSearchQuerySchema.safeParse({ name: 'a', extra: '1' }).success).toBe(false);
  });
});

describe('vndbFill and vndbMatchSummary: picking a match fills the form', () => {
  const match: VndbMatch = {
    id: 'v5',
    title: 'Steins;Gate',
    olang: 'ja',
    language: 'jp',
    length: 4,
    lengthKey: 'long',
    length_minutes: 2500,
    rating: 88,
    votecount: 12000,
    devstatus: 0,
    developers: ['5pb.', 'Nitroplus'],
    released: '2009-10-15',
  };

  it('fills the language, length, release day and developers, and keeps the record', () => {
    expect(vndbFill(match)).toEqual({
      originalLanguage: 'jp',
      length: 'long',
      releasedAt: '2009-10-15',
      developers: ['5pb.', 'Nitroplus'],
      vndb: vndbRecordFromMatch(match),
    });
  });

  it('fills nothing the service does not know, and no partial release dates', () => {
    const bare = { ...match, language: null, olang: null, lengthKey: null, length: null };
    expect(vndbFill({ ...bare, developers: [], released: '2010-07' })).toEqual({
      vndb: vndbRecordFromMatch({ ...bare, developers: [], released: '2010-07' }),
    });
    expect(vndbFill({ ...match, released: 'TBA' })).not.toHaveProperty('releasedAt');
  });

  it('sums a match up in one line, the rating shown divided by 10', () => {
    const labels = { language: (code: string) => `язык ${code}`, length: (key: string) => key };
    expect(vndbMatchSummary(match, labels)).toBe(
      'Steins;Gate — язык jp · long · 8.8 (12000) · Завершена · 2009-10-15 · 5pb., Nitroplus',
    );
    expect(
      vndbMatchSummary(
        {
          ...match,
          language: null,
          lengthKey: null,
          rating: null,
          devstatus: -1,
          released: null,
          developers: [],
        },
        labels,
      ),
    ).toBe('Steins;Gate');
    expect(vndbMatchSummary({ ...match, devstatus: 1 }, labels)).toContain('· В разработке ·');
  });
});
