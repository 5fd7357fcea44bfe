import { describe, expect, it } from 'vitest';
import { groupProjectsCount, translatorGroupOf, translatorHref } from './translators';

const groups = [
  { _id: 'a', url: 'team-leto', name: 'Team Лето' },
  { _id: 'b', url: 'ёлка', name: 'Ёлка' },
  { _id: 'c', url: 'ёлка-2', name: 'ёлка' },
];

describe('translatorGroupOf (docs/product §2.2 /translators, §3 Translation)', () => {
  it('finds the group whose name is the translation’s group name, whatever the case', () => {
    expect(translatorGroupOf('team лето', groups)?._id).toBe('a');
    expect(translatorGroupOf('  TEAM ЛЕТО ', groups)?._id).toBe('a');
  });

  it('reads ё and е as one letter, and takes the first of two groups with one name', () => {
    expect(translatorGroupOf('Елка', groups)?._id).toBe('b');
  });

  it('is null for another name, an empty one, or no groups', () => {
    expect(translatorGroupOf('Team Осень', groups)).toBeNull();
    expect(translatorGroupOf('Team', groups)).toBeNull();
    expect(translatorGroupOf('  ', [{ _id: 'x', url: 'x', name: ' ' }])).toBeNull();
    expect(translatorGroupOf('Team Лето', [])).toBeNull();
  });
});

describe('translatorHref (§2.2)', () => {
  it('is /translators/{url}, the url encoded', () => {
    expect(translatorHref({ url: 'team-leto' })).toBe('/translators/team-leto');
    expect(translatorHref({ url: 'ёлка' })).toBe('/translators/%D1%91%D0%BB%D0%BA%D0%B0');
  });
});

describe('groupProjectsCount', () => {
  it('says the count with the noun in its form', () => {
    expect([1, 3, 5, 11, 21, 0].map(groupProjectsCount)).toEqual([
      '1 проект',
      '3 проекта',
      '5 проектов',
      '11 проектов',
      '21 проект',
      '0 проектов',
    ]);
  });
});
