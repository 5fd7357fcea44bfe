import { describe, expect, it } from 'vitest';
import { userListsPath, type PermissionAction } from '@vn/domain';
import {
  bottomNavCurrent,
  bottomNavHrefs,
  drawerSections,
  ratingViewHref,
  topMenu,
} from './navigation';

const at = (path: string) => {
  const url = new URL(path, 'http://site');
  return { pathname: url.pathname, search: url.search };
};
const viewer = (allowed: readonly PermissionAction[]) => ({
  username: 'alice.b',
  can: (action: PermissionAction) => allowed.includes(action),
});
const labels = (sections: ReturnType<typeof drawerSections>) =>
  sections.flatMap((section) => section.items.map((item) => item.label));

const readerRights: PermissionAction[] = [
  'viewFavourites',
  'viewDraftList',
  'viewMessages',
  'viewOwnProfile',
];
const staffRights: PermissionAction[] = [
  ...readerRights,
  'manageVocabulary',
  'viewUserList',
  'seeStaffMenus',
];

describe('the side menu (docs/product §2.1)', () => {
  it('shows a guest only what a guest may see', () => {
    expect(labels(drawerSections(null, at('/')))).toEqual([
      'Главная',
      'Рейтинг',
      'Последние релизы',
      'Последние добавленные',
      'Без категории',
      'Машинный перевод',
      'RPG Maker',
      'Пошаговые стратегии',
      'Метроидвании',
      'Статьи',
      'Добавить проект',
      'Переводы в работе',
      'Журнал модерации',
      'Все комментарии',
    ]);
  });

  it('adds favourites, drafts, messages and profile for a reader, and the staff pages for staff', () => {
    const reader = labels(drawerSections(viewer(readerRights), at('/')));
    expect(reader).toEqual(
      expect.arrayContaining(['Избранное', 'Черновики', 'Сообщения', 'Профиль']),
    );
    expect(reader).not.toContain('Пользователи');
    expect(reader).not.toContain('Жалобы');
    const staff = labels(drawerSections(viewer(staffRights), at('/')));
    expect(staff).toEqual(expect.arrayContaining(['Фильтры', 'Пользователи', 'Переводчики']));
  });

  it('leads those who may read the reports to /reports (docs/product §A3.2, ours)', () => {
    const moderator = drawerSections(viewer([...staffRights, 'viewReports']), at('/reports'))
      .flatMap((section) => section.items)
      .filter((item) => item.label === 'Жалобы');
    expect(moderator).toEqual([expect.objectContaining({ href: '/reports', current: true })]);
  });

  it('leads everyone to the moderation log, marked current there', () => {
    for (const viewing of [null, viewer(staffRights), viewer([...staffRights, 'viewLog'])]) {
      const log = drawerSections(viewing, at('/log'))
        .flatMap((section) => section.items)
        .filter((item) => item.label === 'Журнал модерации');
      expect(log).toEqual([expect.objectContaining({ href: '/log', current: true })]);
    }
  });

  it('lands each catalogue view on its filtered address and marks the current page', () => {
    const items = drawerSections(null, at('/games?section=tbs')).flatMap(
      (section) => section.items,
    );
    const href = (label: string) => items.find((item) => item.label === label)?.href;
    expect(href('Рейтинг')).toBe('/novels?sort=mixRating');
    expect(href('Последние добавленные')).toBe('/novels?sort=createdAt');
    expect(href('Машинный перевод')).toBe('/games?section=ai');
    expect(href('Метроидвании')).toBe('/games?section=metroidvania');
    expect(items.filter((item) => item.current).map((item) => item.label)).toEqual([
      'Пошаговые стратегии',
    ]);
  });
});

describe('"Рейтинг" of the menus (§2.1: by the chosen rating field)', () => {
  const ratingHref = (sections: ReturnType<typeof drawerSections>) =>
    sections.flatMap((section) => section.items).find((item) => item.label === 'Рейтинг');

  it('sorts by the mixed rating until the reader chooses another, a guest too', () => {
    expect(ratingHref(drawerSections(null, at('/')))?.href).toBe('/novels?sort=mixRating');
    expect(ratingHref(drawerSections(viewer(readerRights), at('/')))?.href).toBe(
      '/novels?sort=mixRating',
    );
  });

  it('sorts by the chosen rating field, and is the current page there', () => {
    expect(ratingHref(drawerSections(null, at('/'), 'vndbRating'))?.href).toBe(
      '/novels?sort=vndbRating',
    );
    expect(
      ratingHref(drawerSections(viewer(readerRights), at('/novels?sort=bRating'), 'bRating')),
    ).toMatchObject({ href: '/novels?sort=bRating', current: true });
    expect(ratingViewHref('bRating')).toBe('/novels?sort=bRating');
  });

  it('is the same in the desktop menu', () => {
    const novels = topMenu(null, at('/'), 'bRating').find(
      (entry) => entry.label === 'Визуальные новеллы',
    );
    expect(novels?.items?.find((item) => item.label === 'Рейтинг')?.href).toBe(
      '/novels?sort=bRating',
    );
  });
});

describe('the top menu and the bottom navigation (§2.1)', () => {
  it('shows translators in the top menu to staff only, beside the translations in the making', () => {
    const entries = (v: ReturnType<typeof viewer> | null) =>
      topMenu(v, at('/')).map((entry) => entry.label);
    const all = ['Визуальные новеллы', 'Игры', 'Статьи', 'Переводы'];
    expect(entries(null)).toEqual(all);
    expect(entries(viewer(readerRights))).toEqual(all);
    const staff = topMenu(viewer(staffRights), at('/')).find((entry) => entry.label === 'Переводы');
    expect(staff?.items).toEqual([
      { href: '/translations', label: 'Переводы в работе', current: false },
      { href: '/translators', label: 'Переводчики', current: false },
    ]);
  });

  it('leads everyone to the translations in the making from the top menu, current there (§A1.10)', () => {
    const translations = (location: string) =>
      topMenu(null, at(location)).find((entry) => entry.label === 'Переводы');
    expect(translations('/')).toEqual({ href: '/translations', label: 'Переводы', current: false });
    expect(translations('/translations')).toMatchObject({ current: true });
  });

  it('leads my list to the reader’s list (look-alike dots), and a guest to sign in', () => {
    expect(userListsPath('alice.b')).toBe('/lists/alice%E2%80%A4b');
    expect(bottomNavHrefs(viewer(readerRights)).myList).toBe('/lists/alice%E2%80%A4b');
    expect(bottomNavHrefs(null).myList).toBe('/login?return=%2Flists');
  });

  it('marks the section of the page', () => {
    expect(bottomNavCurrent('/novels/beskonechnoe-leto')).toBe('novels');
    expect(bottomNavCurrent('/games')).toBe('games');
    expect(bottomNavCurrent('/profile')).toBeUndefined();
  });
});
