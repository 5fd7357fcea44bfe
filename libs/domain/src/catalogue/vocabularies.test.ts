import { describe, expect, it } from 'vitest';
import {
  lengthFromExternal,
  lengthFromMinutes,
  lengthInfo,
  lengthRange,
  lengths,
  toggleLengthRange,
} from './lengths';
import { languageFromExternal, languageLabels, languages } from './languages';
import { comparePlatforms, platformGroup, sortPlatforms } from './platforms';
import { readingListLabels, readingLists, removeFromListOption } from './reading-lists';
import {
  defaultSectionOf,
  filterSections,
  gameSectionTabs,
  projectSections,
  routeOfSection,
  sectionLabels,
} from './sections';
import {
  canBeRated,
  developmentStatusLabels,
  developmentStatuses,
  newProjectDefaults,
  releaseDateLabel,
  showsExpectedRelease,
} from './statuses';

describe('sections (docs/product §3)', () => {
  it('has `all` only as a filter', () => {
    expect(projectSections).not.toContain('all');
    expect(filterSections).toContain('all');
    expect(Object.keys(sectionLabels).sort()).toEqual([...filterSections].sort());
  });

  it('defaults per route and lists the /games tabs', () => {
    expect(defaultSectionOf).toEqual({ novels: 'novel', games: 'game' });
    expect(gameSectionTabs).toEqual([
      'game',
      'rpgmaker',
      'tbs',
      'metroidvania',
      'unsorted',
      'ai',
      'all',
    ]);
  });

  it('puts novels under /novels and every other section under /games', () => {
    expect(routeOfSection('novel')).toBe('novels');
    for (const section of projectSections.filter((s) => s !== 'novel'))
      expect(routeOfSection(section)).toBe('games');
  });
});

describe('development statuses (§3, §4)', () => {
  it('have the Russian labels of the spec', () => {
    expect(developmentStatuses.map((status) => developmentStatusLabels[status])).toEqual([
      'Полный',
      'Частичный',
      'В разработке',
      'Заморожен',
      'Частичный, заморожен',
    ]);
  });

  it('show the expected-release field only for demo and inProcess', () => {
    expect(developmentStatuses.filter(showsExpectedRelease)).toEqual(['demo', 'inProcess']);
  });

  it('label the release date of partial versions differently', () => {
    expect(releaseDateLabel('demo')).toBe('Дата выхода рабочей версии');
    expect(releaseDateLabel('demoFreeze')).toBe('Дата выхода рабочей версии');
    expect(releaseDateLabel('done')).toBe('Дата выхода');
    expect(releaseDateLabel('inProcess')).toBe('Дата выхода');
  });

  it('hide the rating for inProcess and freeze', () => {
    expect(developmentStatuses.filter((status) => !canBeRated(status))).toEqual([
      'inProcess',
      'freeze',
    ]);
  });

  it('default a new project to a finished Japanese novel', () => {
    expect(newProjectDefaults).toEqual({
      section: 'novel',
      status: 'done',
      originalLanguage: 'jp',
    });
  });
});

describe('lengths (§3, §5)', () => {
  it('map the external 1..5 in order, and nothing else', () => {
    expect([1, 2, 3, 4, 5].map(lengthFromExternal)).toEqual([...lengths]);
    expect(lengthFromExternal(0)).toBeUndefined();
    expect(lengthFromExternal(6)).toBeUndefined();
    expect(lengthFromExternal(2.5)).toBeUndefined();
  });

  it('have contiguous hour ranges', () => {
    expect(lengthInfo.veryShort.hours).toEqual({ from: 0, to: 2 });
    lengths.slice(1).forEach((length, index) => {
      expect(lengthInfo[length].hours.from).toBe(lengthInfo[lengths[index]!].hours.to);
    });
    expect(lengthInfo.veryLong.hours.to).toBeNull();
  });

  it('place a play time in its length', () => {
    expect(lengthFromMinutes(90)).toBe('veryShort');
    expect(lengthFromMinutes(120)).toBe('short');
    expect(lengthFromMinutes(29 * 60)).toBe('medium');
    expect(lengthFromMinutes(45 * 60)).toBe('long');
    expect(lengthFromMinutes(300 * 60)).toBe('veryLong');
  });

  it('fill the contiguous range between two chosen ends, in either order', () => {
    expect(lengthRange('short', 'long')).toEqual(['short', 'medium', 'long']);
    expect(lengthRange('long', 'short')).toEqual(['short', 'medium', 'long']);
    expect(lengthRange('medium', 'medium')).toEqual(['medium']);
  });

  it('start a range on the first click and close it on the second', () => {
    expect(toggleLengthRange([], 'short')).toEqual(['short']);
    expect(toggleLengthRange(['short'], 'long')).toEqual(['short', 'medium', 'long']);
    expect(toggleLengthRange(['short'], 'short')).toEqual([]);
    expect(toggleLengthRange(['short', 'medium'], 'veryLong')).toEqual(['veryLong']);
  });
});

describe('languages (§3)', () => {
  it('map ja to jp and zh-Hans to zh', () => {
    expect(languageFromExternal('ja')).toBe('jp');
    expect(languageFromExternal('zh-Hans')).toBe('zh');
    expect(languageFromExternal('uk')).toBe('ua');
  });

  it('keep our own codes and turn anything else into other', () => {
    expect(languageFromExternal('en')).toBe('en');
    expect(languageFromExternal(' RU ')).toBe('ru');
    expect(languageFromExternal('tlh')).toBe('other');
    expect(languageFromExternal('other')).toBe('other');
    // Found by the lookup's property test in CI: names of the object prototype are unknown codes.
    expect(['__proto__', 'constructor', 'toString'].map(languageFromExternal)).toEqual([
      'other',
      'other',
      'other',
    ]);
  });

  it('label every language', () => {
    expect(Object.keys(languageLabels).sort()).toEqual([...languages].sort());
  });
});

describe('reading lists (§3)', () => {
  it('label every list and offer removal', () => {
    expect(Object.keys(readingListLabels).sort()).toEqual([...readingLists].sort());
    expect(readingLists).toHaveLength(6);
    expect(removeFromListOption.value).toBe('remove');
  });
});

describe('platform order (§3, §9)', () => {
  it('puts desktop systems first, mobile after the rest, PSP last', () => {
    const names = [
      'PSP',
      'Android',
      'PlayStation 4',
      'Linux',
      'iOS',
      'Windows',
      'Nintendo Switch',
      'Mac OS',
    ];
    expect(sortPlatforms(names, (name) => name)).toEqual([
      'Linux',
      'Mac OS',
      'Windows',
      'Nintendo Switch',
      'PlayStation 4',
      'Android',
      'iOS',
      'PSP',
    ]);
  });

  it('classifies each group', () => {
    expect([
      platformGroup('Windows'),
      platformGroup('Xbox'),
      platformGroup('Android'),
      platformGroup('PSP'),
    ]).toEqual([0, 1, 2, 3]);
    expect(comparePlatforms('Windows', 'windows')).toBe(0);
  });
});
