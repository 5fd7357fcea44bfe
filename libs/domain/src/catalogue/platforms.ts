/**
 * Platform order (docs/product §3, §9): desktop operating systems first, then the rest, then mobile,
 * PSP last; alphabetical within a group.
 */
const DESKTOP = /^(windows|win\b|mac|macos|os x|linux|steamos|dos)/i;
const MOBILE = /^(android|ios|iphone|ipad|mobile)/i;
const PSP = /^psp\b/i;

type PlatformGroup = 0 | 1 | 2 | 3;

export function platformGroup(name: string): PlatformGroup {
  const value = name.trim();
  if (DESKTOP.test(value)) return 0;
  if (PSP.test(value)) return 3;
  if (MOBILE.test(value)) return 2;
  return 1;
}

/** Compares two platform names in display order. */
export function comparePlatforms(a: string, b: string): number {
  return platformGroup(a) - platformGroup(b) || a.localeCompare(b, 'ru', { sensitivity: 'base' });
}

/** A copy of `platforms` in display order; `valueOf` reads the name of an entry. */
export function sortPlatforms<T>(platforms: readonly T[], valueOf: (platform: T) => string): T[] {
  return [...platforms].sort((a, b) => comparePlatforms(valueOf(a), valueOf(b)));
}
