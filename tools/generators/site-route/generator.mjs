// @ts-check
/*
 * `npx nx g ./tools/generators:site-route <name> --path=<address> --title=<Заголовок>`: an
 * apps/site page in the shape of docs/conventions.md § Site routes — one folder under routes/ with
 * the page, its styles, its test and its route module — registered in the router as a lazy chunk of
 * its own (`lazyPage`), like every other page.
 */
import { formatFiles, generateFiles, joinPathFragments, logger } from '@nx/devkit';
import { insertAfterLastStatement, insertAtEndOfList, namesOf } from '../shared/source-edit.mjs';

const routesDir = 'apps/site/src/routes';
const routerFile = 'apps/site/src/app/router.tsx';

/**
 * @typedef {object} SiteRouteOptions
 * @property {string} name the route's folder, kebab-case (`reading-goals`); the page is `<Name>Page`
 * @property {string} [path] its address in the router (default: the name in camelCase)
 * @property {string} [title] its heading and document title, in Russian
 * @property {boolean} [skipFormat]
 */

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {SiteRouteOptions} options
 */
export default async function siteRouteGenerator(tree, options) {
  const { fileName, className, propertyName } = namesOf(options.name);
  const path = (options.path ?? propertyName).replace(/^\/+/, '');
  if (!/^[A-Za-z0-9][A-Za-z0-9/_.:-]*$/.test(path)) {
    throw new Error(`path "${path}" is no router path (letters, digits, /, :param)`);
  }
  // The page's own test renders it at this address, with something for each parameter.
  const address = `/${path.replace(/:(\w+)/g, (_, name) => `${name}-1`)}`;
  const title = (options.title ?? 'Новая страница').trim();
  if (!title || /['`\\<>{}]/.test(title)) throw new Error(`title "${title}" is not plain text`);

  const folder = joinPathFragments(routesDir, fileName);
  if (tree.exists(folder)) throw new Error(`${folder} exists already`);
  const pageName = `${className}Page`;
  const routeName = `${propertyName}Route`;
  const router = tree.read(routerFile, 'utf-8');
  if (router === null) throw new Error(`${routerFile} is missing`);
  if (new RegExp(`\\b(const ${pageName}\\b|lazyPage\\('${propertyName}')`).test(router)) {
    throw new Error(`${routerFile} has a ${pageName} or a lazy page '${propertyName}' already`);
  }
  if (router.includes(`{ path: '/${path}',`)) {
    throw new Error(`${routerFile} routes "${path}" already`);
  }

  generateFiles(tree, joinPathFragments(import.meta.dirname, 'files'), folder, {
    pageName,
    routeName,
    path,
    address,
    title,
  });

  const lazy = [
    `const ${pageName} = lazyPage('${propertyName}', () =>`,
    `  import('../routes/${fileName}/route').then((route) => route.${routeName}),`,
    ');',
  ].join('\n');
  const withLazy = insertAfterLastStatement(router, /= lazyPage\(/, lazy, 'lazy page');
  // `sitePages` is both the router's table and the one the server answers by: a page outside it
  // would render in the browser yet be a 404 when its address is opened directly.
  tree.write(
    routerFile,
    insertAtEndOfList(
      withLazy,
      /^const sitePages\b/,
      `{ path: '/${path}', element: <${pageName} /> },`,
      'page table (`const sitePages = [ … ];`)',
    ),
  );
  if (!options.skipFormat) await formatFiles(tree);

  return () => {
    logger.info(
      [
        `${folder}: /${path}, a lazy page of its own in ${routerFile}.`,
        'Next: its data through an SWR hook on the contract (use-<something>.ts beside the page,',
        'never fetch in a component); state that belongs in the address (filters, page, tab) in',
        'the address; a link to it where readers find it.',
      ].join('\n'),
    );
  };
}
