import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backgroundParallaxShift,
  profileAvatarSrc,
  profilePath,
  profileTabsFor,
  userListLabel,
  userListsPath,
  readerRatingsPath,
} from './profile';

describe('profile addresses (docs/product §2.2)', () => {
  it('encodes the username with the look-alike dot', () => {
    expect(profilePath('john.doe')).toBe('/profile/john%E2%80%A4doe');
    expect(userListsPath('Аня')).toBe('/lists/%D0%90%D0%BD%D1%8F');
    expect(readerRatingsPath('Аня')).toBe('/ratings/%D0%90%D0%BD%D1%8F');
  });
});

describe('list names on the lists page', () => {
  it('names the reading lists as the menu does, and the rated projects', () => {
    expect(userListLabel('dropped')).toBe('Брошено');
    expect(userListLabel('rated')).toBe('Оценённые');
  });
});

describe('profile tabs (docs/product §2.4)', () => {
  it('shows lists and comments to everyone', () => {
    expect(profileTabsFor({ added: 0, owned: 0 })).toEqual(['lists', 'comments']);
  });

  it('adds "Добавленное" only for someone who added projects', () => {
    expect(profileTabsFor({ added: 2, owned: 0 })).toEqual(['lists', 'comments', 'added']);
  });

  it('adds "Права на редактирование" only for an owner', () => {
    expect(profileTabsFor({ added: 0, owned: 1 })).toEqual(['lists', 'comments', 'owned']);
    expect(profileTabsFor({ added: 1, owned: 1 })).toEqual(['lists', 'comments', 'added', 'owned']);
  });
});

describe('profile avatar (docs/product §9)', () => {
  it('asks an identity provider for 300 px instead of 96', () => {
    expect(profileAvatarSrc({ full: 'https://lh3.example.com/a/photo=s96-c' })).toBe(
      'https://lh3.example.com/a/photo=s300-c',
    );
  });

  it('keeps our own pictures, falls back to the preview, and has none without one', () => {
    expect(profileAvatarSrc({ preview: '/p.webp', full: '/f.webp' })).toBe('/f.webp');
    expect(profileAvatarSrc({ preview: '/p.webp' })).toBe('/p.webp');
    expect(profileAvatarSrc(null)).toBeNull();
    expect(profileAvatarSrc({})).toBeNull();
  });
});

describe('background parallax (docs/product §9: limited to 2,000 px of scroll)', () => {
  it('moves at half the scroll up to 2,000 px, then stops', () => {
    expect(backgroundParallaxShift(0)).toBe(0);
    expect(backgroundParallaxShift(400)).toBe(200);
    expect(backgroundParallaxShift(2000)).toBe(1000);
    expect(backgroundParallaxShift(5000)).toBe(1000);
  });

  it('does not move for a negative or broken scroll position', () => {
    expect(backgroundParallaxShift(-50)).toBe(0);
    expect(backgroundParallaxShift(Number.NaN)).toBe(0);
  });

  it('never decreases as the page scrolls down, and never passes its limit', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(backgroundParallaxShift(low)).toBeLessThanOrEqual(backgroundParallaxShift(high));
        expect(backgroundParallaxShift(high)).toBeLessThanOrEqual(1000);
      }),
    );
  });
});
