/*
 * A project's external links (docs/product §3 Novel.links): the rules, without the schema
 * (entities/novel.ts), so that the project page loads no schema to show them.
 */

/** Tags a link may carry; `regRequire` hides it from guests (§2.3, §3). */
export const linkTags = ['regRequire'] as const;

/** Links a guest may see: those without `regRequire` (§2.3). */
export function linksVisibleTo<T extends { tags?: readonly string[] }>(
  links: readonly T[],
  signedIn: boolean,
): T[] {
  return signedIn ? [...links] : links.filter((link) => !link.tags?.includes('regRequire'));
}
