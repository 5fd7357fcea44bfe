// @ts-check
/*
 * `npx nx g ./tools/generators:api-feature <name>`: an apps/api feature in the shape of
 * docs/conventions.md § API features — its calls in the HTTP contract
 * (libs/domain/src/api/<name>.ts, listed in contract.ts), and a feature folder with the module, a
 * one-line-per-call controller declared from the contract (`@Route(endpoint)`), a service, the
 * repository and mongoose schema (the only files that touch the database), a service test against a
 * real database and a public index.ts — registered in the app module. Where the platform parts are
 * is in layout.mjs.
 */
import { execFileSync } from 'node:child_process';
import { formatFiles, generateFiles, joinPathFragments, logger } from '@nx/devkit';
import {
  AnchorMissingError,
  insertAfterLastStatement,
  insertBeforeLine,
  namesOf,
} from '../shared/source-edit.mjs';
import {
  appModule,
  contract,
  featuresDir,
  httpTestsDir,
  platformImports,
  testHelpers,
} from './layout.mjs';

/**
 * @typedef {object} ApiFeatureOptions
 * @property {string} name the feature, kebab-case (`reading-goals`)
 * @property {string} [path] the address of its calls (default `/api/<name in camelCase>`)
 * @property {boolean} [skipRoutes] do not rewrite libs/domain/src/api/routes/ afterwards
 * @property {boolean} [skipFormat]
 */

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {ApiFeatureOptions} options
 */
export default async function apiFeatureGenerator(tree, options) {
  const { fileName, className, propertyName, constantName } = namesOf(options.name);
  const path = options.path ?? `/api/${propertyName}`;
  if (!/^\/api\/[A-Za-z0-9/_-]+$/.test(path)) {
    throw new Error(`path "${path}" must start with /api/ and have no {placeholders}`);
  }
  const folder = joinPathFragments(featuresDir, fileName);
  const contractFile = joinPathFragments(contract.dir, `${fileName}.ts`);
  const httpTests = joinPathFragments(httpTestsDir, fileName);
  for (const taken of [folder, contractFile, httpTests]) {
    if (tree.exists(taken)) throw new Error(`${taken} exists already`);
  }
  const pathTaken = tree
    .children(contract.dir)
    .filter((file) => file.endsWith('.ts'))
    .find((file) =>
      tree.read(joinPathFragments(contract.dir, file), 'utf-8')?.includes(`path: '${path}'`),
    );
  if (pathTaken) throw new Error(`${path} is a call of ${contract.dir}/${pathTaken} already`);

  const substitutions = {
    fileName,
    className,
    propertyName,
    constantName,
    path,
    collection: propertyName,
    platformImports,
    testHelpers,
  };
  generateFiles(
    tree,
    joinPathFragments(import.meta.dirname, 'files', 'feature'),
    folder,
    substitutions,
  );
  generateFiles(
    tree,
    joinPathFragments(import.meta.dirname, 'files', 'contract'),
    contract.dir,
    substitutions,
  );
  generateFiles(
    tree,
    joinPathFragments(import.meta.dirname, 'files', 'http-test'),
    httpTests,
    substitutions,
  );

  edit(tree, contract.index, (text) =>
    insertBeforeLine(
      text,
      /^export \* from '\.\/api\/routes';/,
      `export * from './api/${fileName}';`,
      "`export * from './api/routes';`",
    ),
  );
  edit(tree, contract.list, (text) =>
    insertBeforeLine(
      insertAfterLastStatement(
        text,
        /^import /,
        `import { ${propertyName}Endpoints } from './${fileName}';`,
        'import',
      ),
      /^\];/,
      `  ...${propertyName}Endpoints,`,
      'end of contractEndpoints (`];`)',
    ),
  );
  const registered = tryEdit(tree, appModule.file, (text) =>
    insertBeforeLine(
      insertAfterLastStatement(
        text,
        /^import /,
        `import { ${className}Module } from '${appModule.importPath(fileName)}';`,
        'import',
      ),
      /^\s*\.\.\.extraImports,/,
      `${className}Module,`,
      '`...extraImports,` in the imports of AppModule.forRoot',
    ),
  );
  if (!options.skipFormat) await formatFiles(tree);

  return () => {
    if (!options.skipRoutes) {
      execFileSync(contract.writeRoutes.command, contract.writeRoutes.args, {
        cwd: tree.root,
        stdio: 'inherit',
      });
    }
    logger.info(
      [
        `${folder}: the feature; ${contractFile}: its calls (GET and POST ${path}, signed in);`,
        `${httpTests}: its calls by role.`,
        registered
          ? `${className}Module is registered in ${appModule.file}.`
          : `Register ${className}Module in ${appModule.file} (its imports), from '${appModule.importPath(fileName)}'.`,
        'Next: shape the record and the calls; a call only some roles may make declares its',
        '`permission` on the endpoint (and its statuses in the role table);',
        'a call a guest may make also goes into the public routes of apps/api/test/routes.spec.ts;',
        'describe the calls in docs/product/calls.md.',
        options.skipRoutes ? 'Then run `npm run contract:routes`.' : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  };
}

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {string} file
 * @param {(text: string) => string} change
 */
function edit(tree, file, change) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new AnchorMissingError(`${file} is missing`);
  tree.write(file, change(text));
}

/**
 * An edit that may be left to the developer: false, with a warning, when its anchor is gone.
 * @param {import('@nx/devkit').Tree} tree
 * @param {string} file
 * @param {(text: string) => string} change
 */
function tryEdit(tree, file, change) {
  try {
    edit(tree, file, change);
    return true;
  } catch (error) {
    if (!(error instanceof AnchorMissingError)) throw error;
    logger.warn(`${file} not changed: ${error.message}`);
    return false;
  }
}
