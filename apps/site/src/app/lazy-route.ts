import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentType,
  type ReactElement,
} from 'react';

/** What a route module exports for the router (router.tsx): its page. */
export interface LazyRoute {
  Component: ComponentType;
}

/**
 * On the server, the names of the lazy components a page rendered (ADR 0011): the browser loads
 * their code before it hydrates, so the page hydrates in one pass instead of leaving parts of it
 * waiting for code (which React abandons, rendering them again, as soon as anything above changes).
 */
export const RenderedCodeContext = createContext<Set<string> | null>(null);

/** A lazy component, and a way to fetch its code ahead of showing it (then it shows at once). */
export type LazyComponent<P extends object> = ComponentType<P> & {
  preload(): Promise<unknown>;
};

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A component whose code loads when it is first shown (React.lazy), under a name unique in the site
 * by which a server-rendered page asks for its code ahead of hydrating (`preloadRenderedCode`).
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  if (loaders.has(name)) throw new Error(`Two lazy components are named ${name}`);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.set(name, preload);
  const Lazy = lazy(() =>
    loaded
      ? // Already here: a thenable that answers at once, so React renders it without suspending
        // (a promise, even a settled one, answers only on the next microtask).
        (synchronousThenable({ default: loaded }) as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  );
  function LazyComponent(props: P): ReactElement {
    useContext(RenderedCodeContext)?.add(name);
    return createElement(Lazy as unknown as ComponentType<P>, props);
  }
  LazyComponent.displayName = `Lazy(${name})`;
  LazyComponent.preload = preload;
  return LazyComponent;
}

function synchronousThenable<T>(value: T): PromiseLike<T> {
  return {
    then: (resolve) => synchronousThenable(resolve ? resolve(value) : value) as never,
  };
}

/**
 * A page whose code loads when it is first shown, so a first visit downloads only the shell and the
 * page it opens (the first-visit JavaScript budget, docs/architecture.md § Budgets).
 */
export function lazyPage(name: string, load: () => Promise<LazyRoute>): ComponentType {
  return lazyComponent(`page:${name}`, async () => (await load()).Component);
}

/**
 * Loads the code of the lazy components a server-rendered page showed, then of those inside them
 * (known once their parent's code has run), before the browser hydrates the page.
 */
export async function preloadRenderedCode(names: readonly string[]): Promise<void> {
  const pending = new Set(names);
  for (;;) {
    const known = [...pending].filter((name) => loaders.has(name));
    // A name not known by now belongs to code that is not here: that part hydrates when it loads.
    if (known.length === 0) return;
    known.forEach((name) => pending.delete(name));
    await Promise.all(known.map((name) => loaders.get(name)!()));
  }
}
