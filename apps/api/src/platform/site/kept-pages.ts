/**
 * What the site's server knows of a guest's page without reading it again (ADR 0011): the version of
 * everything the page shows, and what reading it does besides (a project page counts the guest's
 * view). A guest's kept page whose version is unchanged is sent as it is: no read, no head, no digest.
 */
export interface KeptPageState {
  /**
   * One value that changes whenever anything the page shows may have changed: the versions the
   * API's own caches of the page's answers are kept under.
   */
  version: string;
  /** Done for a guest who is sent the kept page, as the page's reads would have done it. */
  visit?: (viewerKey: string) => void;
}

/**
 * The state of the page at a path (still percent-encoded), or null when the page is not known this
 * way: it is then read every time and kept under a digest of its answers.
 */
export type KeptPageRules = (path: string) => KeptPageState | null;

/** Several features' rules as one: the first that knows the page answers. */
export function composeKeptPageRules(...rules: readonly KeptPageRules[]): KeptPageRules {
  return (path) => {
    for (const rule of rules) {
      const state = rule(path);
      if (state) return state;
    }
    return null;
  };
}

export const noKeptPageRules: KeptPageRules = () => null;
