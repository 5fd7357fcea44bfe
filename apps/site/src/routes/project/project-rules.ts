import {
  canBeRated,
  isStaffMember,
  readingListLabels,
  readingLists,
  isReadingList,
  removeFromListOption,
  type DevelopmentStatus,
  type ReadingList,
  type UserRole,
} from '@vn/domain';
import { loginHref } from '../../session/return-address';

/*
 * Which of the project page's reader controls show, for which project and viewer (docs/product §2.3, §4,
 * §6), as plain functions so each rule is tested on its own.
 */

/** Who is looking: a guest, a signed-in reader, or moderator-level staff (§6). */
export type ViewerKind = 'guest' | 'reader' | 'staff';

export function viewerKindOf(user: { role: UserRole } | null): ViewerKind {
  if (!user) return 'guest';
  return isStaffMember(user.role) ? 'staff' : 'reader';
}

/** The own-rating control is hidden for projects in development or frozen (§4). */
export function showsOwnRating(status: DevelopmentStatus): boolean {
  return canBeRated(status);
}

/** What pressing a reader control does: act, or (a guest) go to /login and come back (§2.3, §6). */
export type ControlEffect = { kind: 'act' } | { kind: 'signIn'; href: string };

export function controlEffect(viewer: ViewerKind, currentPath: string): ControlEffect {
  return viewer === 'guest' ? { kind: 'signIn', href: loginHref(currentPath) } : { kind: 'act' };
}

/**
 * The edit button (§2.3): "Редактировать" for whoever may apply edits directly (`can`
 * editNovelDirectly: moderators, administrators, and the project's owners, §6), "Предложить
 * изменения" for everyone else; both open /edit/novel/{id}, and a guest goes to /login first (§2.2:
 * the edit route redirects guests there, so the link goes straight to it with the return address).
 */
export function editActionOf(
  viewer: ViewerKind,
  mayEditDirectly: boolean,
  novelId: string,
  currentPath: string,
): { label: string; href: string } {
  const label = mayEditDirectly ? 'Редактировать' : 'Предложить изменения';
  const href = viewer === 'guest' ? loginHref(currentPath) : `/edit/novel/${novelId}`;
  return { label, href };
}

/** One option of the add-to-list select. */
export interface ListOption {
  id: ReadingList | typeof removeFromListOption.value;
  label: string;
}

/**
 * The add-to-list select (§3 reading lists): every list in the menu's order, and "Удалить из списка"
 * once the project is on one (before that there is nothing to remove it from).
 */
export function listOptions(current: ReadingList | null): ListOption[] {
  const lists = readingLists.map((list) => ({ id: list, label: readingListLabels[list] }));
  return current === null
    ? lists
    : [...lists, { id: removeFromListOption.value, label: removeFromListOption.label }];
}

/** The list an option stands for: a reading list, or null for "remove from the list". */
export function listChoiceOf(optionId: unknown): ReadingList | null {
  return isReadingList(optionId) ? optionId : null;
}

/** The tabs of the page (§2.3); `notifications` is the tab docs/product keeps hidden, shown here. */
export const projectTabs = ['comments', 'about', 'notifications'] as const;
export type ProjectTab = (typeof projectTabs)[number];

/** The query parameter holding the tab (docs/conventions.md § State in the address). */
export const TAB_PARAM = 'tab';

/** The tabs a viewer has: the notification settings are a signed-in reader's own. */
export function tabsFor(viewer: ViewerKind): ProjectTab[] {
  return viewer === 'guest' ? ['comments', 'about'] : [...projectTabs];
}

/** The tab an address asks for; the comments when it names none, or one the viewer does not have. */
export function tabFromSearch(search: URLSearchParams, viewer: ViewerKind): ProjectTab {
  const asked = search.get(TAB_PARAM);
  return tabsFor(viewer).find((tab) => tab === asked) ?? 'comments';
}

/** The query after choosing a tab: the default tab leaves the address clean; others are kept. */
export function searchWithTab(search: URLSearchParams, tab: ProjectTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === 'comments') next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}
