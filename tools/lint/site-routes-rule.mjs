// An ESLint rule for the site's layout (docs/conventions.md § Site routes): `src/routes/` holds
// routes only, one folder per page or family of pages, and no route folder imports another. What
// several pages share lives beside `routes/` under its own name (`project/`, `drafts/`,
// `failure-pages/`, `test-support/`, …), so a page's lazy chunk carries only its own code and the
// shared parts, and no two routes can depend on each other in a cycle. Tests are held too: a route's
// tests import their own route, and what several routes' tests share is in `src/test-support/`.
import { dirname, relative, resolve, sep } from 'node:path';

const ROUTES = resolve(import.meta.dirname, '../../apps/site/src/routes');

/** The route folder a path lies in (`routes/<name>/…`), or null outside every route folder. */
function routeOf(path) {
  const parts = relative(ROUTES, path).split(sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0];
}

export const siteRoutesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A route folder under apps/site/src/routes imports no other route folder',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromRoute = routeOf(file);
    if (!fromRoute) return {};

    function check(source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const toRoute = routeOf(resolve(dirname(file), source.value));
      if (!toRoute || toRoute === fromRoute) return;
      context.report({
        node: source,
        message: `Route ${fromRoute} must not import route ${toRoute}: move what both use out of routes/, beside it under its own name.`,
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
