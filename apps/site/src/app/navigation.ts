import {
  defaultFilter,
  defaultRatingField,
  filterToQuery,
  userListsPath,
  type PermissionAction,
  type RatingField,
} from '@vn/domain';
import type { BottomNavSection, DrawerSection, TopBarMenuEntry } from '@vn/ui';
import {
  BookOpen,
  FileText,
  Flag,
  FolderOpen,
  Gamepad2,
  Heart,
  Home,
  Languages,
  MessageCircle,
  MessagesSquare,
  PlusCircle,
  ScrollText,
  SlidersHorizontal,
  User,
  Users,
  UsersRound,
} from 'lucide-react';
import { loginHref, OWN_LISTS_PATH } from '../session/return-address';

/*
 * The side menu, the desktop menu and the bottom navigation (docs/product §2.1), as data: one list of
 * places, each with the permission that shows it, filtered here for the viewer.
 */

interface Place {
  href: string;
  label: string;
  icon: typeof Home;
  /** Shown only when the viewer may do this (a guest may only browse). */
  needs?: PermissionAction;
}

/** "Рейтинг" (§2.1): the novels by the reader's chosen rating field, best first (`/novels?sort=bRating`). */
export function ratingViewHref(ratingField: RatingField): string {
  const query = filterToQuery(
    {
      ...defaultFilter('novels'),
      sort: { sortBy: 'rating', direction: 'desc' },
      ratingField,
    },
    'novels',
  );
  return `/novels?${new URLSearchParams(query).toString()}`;
}

/** The catalogue views of the menus (§2.1), each a filtered view of /novels or /games. */
function novelViews(ratingField: RatingField): Place[] {
  return [
    { href: ratingViewHref(ratingField), label: 'Рейтинг', icon: BookOpen },
    { href: '/novels', label: 'Последние релизы', icon: BookOpen },
    { href: '/novels?sort=createdAt', label: 'Последние добавленные', icon: BookOpen },
    { href: '/games?section=unsorted', label: 'Без категории', icon: BookOpen },
    { href: '/games?section=ai', label: 'Машинный перевод', icon: BookOpen },
  ];
}

export const gameViews: readonly Place[] = [
  { href: '/games?section=rpgmaker', label: 'RPG Maker', icon: Gamepad2 },
  { href: '/games?section=tbs', label: 'Пошаговые стратегии', icon: Gamepad2 },
  { href: '/games?section=metroidvania', label: 'Метроидвании', icon: Gamepad2 },
];

export interface Viewer {
  username: string;
  can: (action: PermissionAction) => boolean;
}

function otherPlaces(viewer: Viewer | null): Place[] {
  return [
    { href: '/posts', label: 'Статьи', icon: FileText },
    ...(viewer
      ? [
          {
            href: userListsPath(viewer.username),
            label: 'Избранное',
            icon: Heart,
            needs: 'viewFavourites',
          } as const,
        ]
      : []),
    { href: '/add', label: 'Добавить проект', icon: PlusCircle },
    { href: '/drafts', label: 'Черновики', icon: FolderOpen, needs: 'viewDraftList' },
    { href: '/filters', label: 'Фильтры', icon: SlidersHorizontal, needs: 'manageVocabulary' },
    { href: '/users', label: 'Пользователи', icon: Users, needs: 'viewUserList' },
    // Ours (docs/product §A1.10): the translations in the making, for everyone.
    { href: '/translations', label: 'Переводы в работе', icon: Languages },
    { href: '/translators', label: 'Переводчики', icon: UsersRound, needs: 'seeStaffMenus' },
    // The moderation log: full for staff (docs/product §2.2), its public lines for everyone else
    // (docs/product §A2.9, ours).
    { href: '/log', label: 'Журнал модерации', icon: ScrollText },
    // Ours (docs/product §A3.2): the reports queue, for staff.
    { href: '/reports', label: 'Жалобы', icon: Flag, needs: 'viewReports' },
    { href: '/comments', label: 'Все комментарии', icon: MessagesSquare },
    { href: '/messages', label: 'Сообщения', icon: MessageCircle, needs: 'viewMessages' },
    { href: '/profile', label: 'Профиль', icon: User, needs: 'viewOwnProfile' },
  ];
}

const visibleTo = (viewer: Viewer | null) => (place: Place) =>
  !place.needs || (viewer?.can(place.needs) ?? false);

/** Whether `href` is the page at `location` (path and query), for the "current" mark. */
export function isCurrent(href: string, location: { pathname: string; search: string }): boolean {
  return href === `${location.pathname}${location.search}`;
}

/**
 * The side menu's sections for the viewer (null: a guest), marking the current page; "Рейтинг" sorts
 * by the reader's chosen rating field (`chosen-rating-field.ts`).
 */
export function drawerSections(
  viewer: Viewer | null,
  location: { pathname: string; search: string },
  ratingField: RatingField = defaultRatingField,
): DrawerSection[] {
  const item = (place: Place) => ({
    href: place.href,
    label: place.label,
    icon: place.icon,
    current: isCurrent(place.href, location),
  });
  return [
    { items: [item({ href: '/', label: 'Главная', icon: Home })] },
    { title: 'Визуальные новеллы', items: novelViews(ratingField).map(item) },
    { title: 'Игры', items: gameViews.map(item) },
    { items: otherPlaces(viewer).filter(visibleTo(viewer)).map(item) },
  ];
}

/**
 * The desktop menu: the two catalogue groups as hover sub-menus, then articles and the translations
 * in the making; for staff, «Переводы» is a sub-menu that holds translators too.
 */
export function topMenu(
  viewer: Viewer | null,
  location: { pathname: string; search: string },
  ratingField: RatingField = defaultRatingField,
): TopBarMenuEntry[] {
  const link = (place: Place) => ({
    href: place.href,
    label: place.label,
    current: isCurrent(place.href, location),
  });
  // Ours (docs/product §A1.10): for everyone, named shorter than in the side menu to fit the bar.
  const translations = link({ href: '/translations', label: 'Переводы', icon: Languages });
  return [
    { label: 'Визуальные новеллы', items: novelViews(ratingField).map(link) },
    { label: 'Игры', items: gameViews.map(link) },
    link({ href: '/posts', label: 'Статьи', icon: FileText }),
    // §2.1: the translators entry is also in the top menu for staff (a prototype). Beside
    // «Переводы» as a link of its own it pushed the bar past 850 px, so the two share a sub-menu.
    viewer?.can('seeStaffMenus')
      ? {
          label: 'Переводы',
          items: [
            link({ href: '/translations', label: 'Переводы в работе', icon: Languages }),
            link({ href: '/translators', label: 'Переводчики', icon: UsersRound }),
          ],
        }
      : translations,
  ];
}

/**
 * The bottom navigation's places. My list needs a signed-in reader: a guest is asked to sign in, and
 * comes back to /lists, which is their own list once it is known whose it is.
 */
export function bottomNavHrefs(viewer: Viewer | null): Record<BottomNavSection, string> {
  return {
    novels: '/novels',
    games: '/games',
    posts: '/posts',
    myList: viewer ? userListsPath(viewer.username) : loginHref(OWN_LISTS_PATH),
  };
}

/** Which bottom navigation entry the page belongs to. */
export function bottomNavCurrent(pathname: string): BottomNavSection | undefined {
  if (pathname.startsWith('/novels')) return 'novels';
  if (pathname.startsWith('/games')) return 'games';
  if (pathname.startsWith('/posts')) return 'posts';
  if (pathname.startsWith('/lists/')) return 'myList';
  return undefined;
}
