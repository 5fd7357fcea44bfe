import { readingListLabels, type ReadingList } from '../catalogue/reading-lists';
import { LAYOUT, upscaleIdentityAvatar } from '../format/constants';
import { usernameToPathSegment } from './username-path';

/**
 * The profile page's rules (docs/product §2.2 /profile, /lists; §2.4; §9): its addresses, its tabs, the
 * avatar it shows and how far its background moves with the scroll.
 */

/** A user's profile page: `/profile/{username}` with the name encoded as §2.2 says. */
export function profilePath(username: string): string {
  return `/profile/${usernameToPathSegment(username)}`;
}

/** A user's lists page: `/lists/{username}`, the same encoding. */
export function userListsPath(username: string): string {
  return `/lists/${usernameToPathSegment(username)}`;
}

/** A reader's ratings beside the site's (docs/product §A5.3, ours). */
export function readerRatingsPath(username: string): string {
  return `/ratings/${usernameToPathSegment(username)}`;
}

/**
 * How a reader's list is named on their profile and lists page (docs/product §2.2 /lists): the reading
 * list's own name, and for `rated` (the projects they rated; the name is ours) "Оценённые". Here, not
 * beside the reading lists, so the catalogue's first visit does not carry it.
 */
export function userListLabel(list: ReadingList | 'rated'): string {
  return list === 'rated' ? 'Оценённые' : readingListLabels[list];
}

/** The tabs of a profile (docs/product §2.4), in the page's order. */
export const profileTabs = ['lists', 'comments', 'added', 'owned'] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const profileTabLabels = {
  lists: 'Списки',
  comments: 'Комментарии',
  added: 'Добавленное',
  owned: 'Права на редактирование',
} as const satisfies Record<ProfileTab, string>;

/**
 * The tabs a profile shows (docs/product §2.4): lists and comments always; "Добавленное" only if the user
 * added projects, "Права на редактирование" only if they own some.
 */
export function profileTabsFor(counts: { added: number; owned: number }): ProfileTab[] {
  return profileTabs.filter(
    (tab) => (tab !== 'added' || counts.added > 0) && (tab !== 'owned' || counts.owned > 0),
  );
}

/**
 * The picture a profile shows as its avatar: the full size, since the header draws it large; an
 * identity provider's 96 px picture is asked for at 300 px (docs/product §9).
 */
export function profileAvatarSrc(
  avatar: { preview?: string; full?: string } | null | undefined,
): string | null {
  const src = avatar?.full || avatar?.preview;
  return src ? upscaleIdentityAvatar(src) : null;
}

/** How much slower than the page the background moves: half the scroll. */
export const BACKGROUND_PARALLAX_RATE = 0.5;

/**
 * How far down the profile background is shifted for a scroll position (docs/product §9: the parallax is
 * limited to 2,000 px of scroll): half the scroll, and no further once 2,000 px are passed. A
 * negative scroll (the rubber band of touch screens) shifts nothing.
 */
export function backgroundParallaxShift(scrollY: number): number {
  if (Number.isNaN(scrollY) || scrollY <= 0) return 0;
  return Math.min(scrollY, LAYOUT.backgroundParallaxMaxScrollPx) * BACKGROUND_PARALLAX_RATE;
}
