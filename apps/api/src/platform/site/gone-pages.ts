/**
 * Whether the page at a path (still percent-encoded) showed something once that is gone for good: a
 * removed project, a deleted article, a removed reader's profile. Such a page answers 410 Gone
 * instead of 404, so crawlers and link checkers drop it rather than try it again. Asked only of a
 * page that would answer 404.
 */
export type GonePages = (path: string) => Promise<boolean>;

/** Several features' rules as one: gone when any of them knows it is. */
export function composeGonePages(...rules: readonly GonePages[]): GonePages {
  return async (path) => {
    for (const rule of rules) if (await rule(path)) return true;
    return false;
  };
}

export const noGonePages: GonePages = () => Promise.resolve(false);
