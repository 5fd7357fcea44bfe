import {
  appearanceFrom,
  defaultAppearance,
  resolveTheme,
  type Appearance,
  type Theme,
} from '@vn/domain';
import { darkTheme, lightTheme } from '@vn/ui';
import { useSyncExternalStore } from 'react';

/*
 * The reader's appearance (theme, marked images, spoiler tags) as this browser keeps it: read before the first
 * paint by public/appearance-boot.js (the same key), applied to <html>, and followed by every
 * component through `useAppearance`. A signed-in reader's settings are synced by AppearanceSync.
 */

/** The localStorage key; public/appearance-boot.js reads the same one. */
export const APPEARANCE_KEY = 'vn.appearance';

const themeClasses: Record<Theme, string> = { light: lightTheme, dark: darkTheme };
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function readStored(): Appearance {
  try {
    return appearanceFrom(JSON.parse(window.localStorage.getItem(APPEARANCE_KEY) ?? 'null'));
  } catch {
    // Storage refused (private mode, blocked cookies): the defaults, for this page only.
    return defaultAppearance;
  }
}

let current: Appearance = typeof window === 'undefined' ? defaultAppearance : readStored();
const listeners = new Set<() => void>();

/** Puts the theme's class on <html> (the design system's variables live there) and tells the
 * browser the colour scheme (scrollbars, form controls). */
function applyTheme(): void {
  const theme = resolveTheme(current.theme, darkQuery().matches);
  const root = document.documentElement;
  root.classList.remove(themeClasses.light, themeClasses.dark);
  root.classList.add(themeClasses[theme]);
  root.dataset['theme'] = theme;
  root.style.colorScheme = theme;
}

export function getAppearance(): Appearance {
  return current;
}

/** Changes the appearance here (stored for the next visit); the server's copy is the caller's. */
export function setAppearance(next: Appearance): void {
  current = next;
  try {
    window.localStorage.setItem(APPEARANCE_KEY, JSON.stringify(next));
  } catch {
    // Not stored: the choice lasts until the page is left.
  }
  applyTheme();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The appearance, re-rendering on every change. */
export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, getAppearance, () => defaultAppearance);
}

/** Applies the stored theme at start, and follows the system's while the choice is "system". */
export function startAppearance(): void {
  applyTheme();
  darkQuery().addEventListener('change', () => {
    if (current.theme === 'system') applyTheme();
  });
}
