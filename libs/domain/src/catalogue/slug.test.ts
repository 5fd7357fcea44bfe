import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlug, slugFromName } from './slug';

describe('slugFromName (docs/product §5)', () => {
  it.each([
    ['Steins;Gate', 'steins-gate'],
    ['Бесконечное лето', 'бесконечное-лето'],
    ['Doki Doki Literature Club!', 'doki-doki-literature-club'],
    ['Fate/stay night [Realta Nua]', 'fate-stay-night-realta-nua'],
    ['Umineko no Naku Koro ni: Ep. 1', 'umineko-no-naku-koro-ni-ep-1'],
    ['Ever17 -the out of infinity-', 'ever17-the-out-of-infinity'],
    ["Ёлка's Story", 'ёлкаs-story'],
    ['Katawa Shoujo', 'katawa-shoujo'],
    ['Zero Escape: 999', 'zero-escape-999'],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('drops apostrophes instead of turning them into dashes', () => {
    expect(slugFromName("Let's Play")).toBe('lets-play');
    expect(slugFromName('Let’s Play')).toBe('lets-play');
  });

  it('turns a run of other characters into one dash', () => {
    expect(slugFromName('a  --  b!!!c')).toBe('a-b-c');
  });

  it('trims the trailing dash but keeps a leading one', () => {
    expect(slugFromName('«Лето»')).toBe('-лето');
  });

  it('drops letters outside Latin and Cyrillic', () => {
    expect(slugFromName('ひぐらし Higurashi')).toBe('-higurashi');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const once = slugFromName(name);
        expect(slugFromName(once)).toBe(once);
      }),
    );
  });

  it('yields only lowercase Latin/Cyrillic letters, digits and single inner dashes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const slug = slugFromName(name);
        expect(slug).toMatch(/^[a-z0-9а-яё-]*$/);
        expect(slug).not.toMatch(/--/);
        expect(slug).not.toMatch(/-$/);
      }),
    );
  });

  it('keeps every Latin/Cyrillic letter and digit of the name, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const kept = name.toLowerCase().replace(/[^a-z0-9а-яё]/g, '');
        expect(slugFromName(name).replaceAll('-', '')).toBe(kept);
      }),
    );
  });
});

describe('isSlug', () => {
  it.each(['steins-gate', 'team-летний-вечер', 'group-2', '-лето', '0123'])('%s is one', (text) => {
    expect(isSlug(text)).toBe(true);
  });

  it.each(['', 'Steins-Gate', 'a-', "1' OR '1'='1", '$gt', 'a b', 'a--b'])('%j is not', (text) => {
    expect(isSlug(text)).toBe(false);
  });

  it('holds for every non-empty slug a name makes', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = slugFromName(name);
        return slug === '' || isSlug(slug);
      }),
    );
  });
});
