import { lazy, type ComponentType } from 'react';

/** What a route module exports for the router (router.tsx): its page. */
export interface LazyRoute {
  Component: ComponentType;
}

/**
 * A page whose code loads when it is first shown (React.lazy), so a first visit downloads only the
 * shell and the page it opens (the JavaScript budget of issue 9).
 */
export function lazyPage(load: () => Promise<LazyRoute>): ComponentType {
  return lazy(async () => ({ default: (await load()).Component }));
}
