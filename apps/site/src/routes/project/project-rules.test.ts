import { describe, expect, it } from 'vitest';
import {
  controlEffect,
  editActionOf,
  listChoiceOf,
  listOptions,
  searchWithTab,
  showsOwnRating,
  tabFromSearch,
  viewerKindOf,
} from './project-rules';

describe('viewerKindOf (docs/product §6)', () => {
  it('tells a guest, a reader and moderator-level staff apart', () => {
    expect(viewerKindOf(null)).toBe('guest');
    expect(viewerKindOf({ role: 'staff' })).toBe('reader');
    expect(viewerKindOf({ role: 'moderator' })).toBe('staff');
    expect(viewerKindOf({ role: 'admin' })).toBe('staff');
  });
});

describe('showsOwnRating (docs/product §4)', () => {
  it('hides the own rating for projects in development or frozen', () => {
    expect(showsOwnRating('inProcess')).toBe(false);
    expect(showsOwnRating('freeze')).toBe(false);
  });

  it('shows it for finished, partial and partial-frozen projects', () => {
    expect(showsOwnRating('done')).toBe(true);
    expect(showsOwnRating('demo')).toBe(true);
    expect(showsOwnRating('demoFreeze')).toBe(true);
  });
});

describe('controlEffect (docs/product §2.3, §6)', () => {
  it('sends a guest to /login with the way back', () => {
    expect(controlEffect('guest', '/novels/x?tab=about')).toEqual({
      kind: 'signIn',
      href: '/login?return=%2Fnovels%2Fx%3Ftab%3Dabout',
    });
  });

  it('lets a signed-in reader act', () => {
    expect(controlEffect('reader', '/novels/x')).toEqual({ kind: 'act' });
    expect(controlEffect('staff', '/novels/x')).toEqual({ kind: 'act' });
  });
});

describe('editActionOf (docs/product §2.3)', () => {
  it('gives whoever may apply edits directly "Редактировать": staff, and an owner', () => {
    expect(editActionOf('staff', true, 'n1', '/novels/x')).toEqual({
      label: 'Редактировать',
      href: '/edit/novel/n1',
    });
    expect(editActionOf('reader', true, 'n1', '/novels/x')).toEqual({
      label: 'Редактировать',
      href: '/edit/novel/n1',
    });
  });

  it('gives other readers "Предложить изменения" on the same edit page', () => {
    expect(editActionOf('reader', false, 'n1', '/novels/x')).toEqual({
      label: 'Предложить изменения',
      href: '/edit/novel/n1',
    });
  });

  it('sends a guest to /login first, remembering the page', () => {
    expect(editActionOf('guest', false, 'n1', '/games/x')).toEqual({
      label: 'Предложить изменения',
      href: '/login?return=%2Fgames%2Fx',
    });
  });
});

describe('listOptions (docs/product §3 reading lists)', () => {
  it('offers every reading list in the menu order, without "remove" while on none', () => {
    expect(listOptions(null).map((option) => option.label)).toEqual([
      'Читаю',
      'Прочитано',
      'Прочитано частично',
      'Хочу прочитать',
      'В закладках',
      'Брошено',
    ]);
  });

  it('adds "Удалить из списка" last once the project is on a list', () => {
    expect(listOptions('read').at(-1)).toEqual({ id: 'remove', label: 'Удалить из списка' });
    expect(listOptions('read')).toHaveLength(7);
  });
});

describe('listChoiceOf', () => {
  it('reads a list option as that list and "remove" (or anything else) as none', () => {
    expect(listChoiceOf('wantRead')).toBe('wantRead');
    expect(listChoiceOf('remove')).toBeNull();
    expect(listChoiceOf('hacked')).toBeNull();
  });
});

describe('the tab in the address', () => {
  const search = (query: string) => new URLSearchParams(query);

  it('is the comments when the address names none or an unknown one', () => {
    expect(tabFromSearch(search(''), 'guest')).toBe('comments');
    expect(tabFromSearch(search('tab=secret'), 'reader')).toBe('comments');
  });

  it('opens "О странице" from ?tab=about', () => {
    expect(tabFromSearch(search('tab=about'), 'guest')).toBe('about');
  });

  it('opens the notification settings for a signed-in reader only', () => {
    expect(tabFromSearch(search('tab=notifications'), 'reader')).toBe('notifications');
    expect(tabFromSearch(search('tab=notifications'), 'guest')).toBe('comments');
  });

  it('writes the tab into the query, leaving the default tab out and other values alone', () => {
    expect(searchWithTab(search('x=1'), 'about').toString()).toBe('x=1&tab=about');
    expect(searchWithTab(search('x=1&tab=about'), 'comments').toString()).toBe('x=1');
  });
});
