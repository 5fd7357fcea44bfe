import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** Where the contract's endpoint modules are, and the folder of routes written beside them. */
export const CONTRACT_DIR = join(import.meta.dirname, '../../libs/domain/src/api');
/**
 * One file of routes per area of the contract (`routes/catalogue.ts` for `catalogue.ts`) and an
 * `index.ts` re-exporting them. One module per area, because a bundler never splits a module: a
 * single file of every route went whole into the site's entry chunk; per area, a page's chunk
 * carries only the routes of the areas it calls.
 */
export const ROUTES_DIR = join(CONTRACT_DIR, 'routes');
/** The single file the routes were once written to: stale, and it would shadow `routes/index.ts`. */
export const OLD_ROUTES_FILE = join(CONTRACT_DIR, 'routes.ts');

/** Modules of the folder that are not areas of the contract. */
const NOT_AREAS = new Set([
  'call-refusal',
  'contract',
  'endpoint',
  'envelope',
  'errors',
  'path-params',
  'routes',
]);

const HEADER = [
  '// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;',
  '// do not edit. A test fails when it no longer matches the endpoints.',
];

/**
 * What the generator reads of an endpoint. The contract is loaded as source files, not through
 * `@vn/domain`: the domain's own test set-up uses tools, and a dependency back would be a cycle.
 */
interface Endpoint {
  method: string;
  path: string;
  response: unknown;
  public?: boolean;
  permission?: string;
}

/** The contract's modules, loaded from source. */
export async function contractModule(name: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(join(CONTRACT_DIR, `${name}.ts`)).href)) as Record<
    string,
    unknown
  >;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  'response' in value;

/**
 * The text of one area's routes file, `routes/<area>.ts`: for every exported `…Endpoint` of the
 * area, a `…Route` with its method, path and who may call it (`public`, `permission`), typed by the
 * endpoint through a type-only import, so the file loads no schema. Sorted by name, so the text
 * changes only when the contract does. Undefined for an area without endpoints.
 */
async function areaRoutesText(area: string): Promise<string | undefined> {
  const module = await contractModule(area);
  const names = Object.keys(module)
    .filter((name) => name.endsWith('Endpoint') && isEndpoint(module[name]))
    .sort();
  if (names.length === 0) return undefined;
  const namespace = area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const routes = names.map((name) => {
    const endpoint = module[name] as Endpoint;
    const route = `${name.slice(0, -'Endpoint'.length)}Route`;
    const fields = [`method: '${endpoint.method}'`, `path: '${endpoint.path}'`];
    if (endpoint.public) fields.push('public: true');
    if (endpoint.permission) fields.push(`permission: '${endpoint.permission}'`);
    return (
      `export const ${route}: Route<typeof ${namespace}.${name}> = {\n` +
      fields.map((field) => `  ${field},\n`).join('') +
      '};'
    );
  });
  return [
    ...HEADER,
    "import type { Route } from '../endpoint';",
    `import type * as ${namespace} from '../${area}';`,
    '',
    routes.join('\n\n'),
    '',
  ].join('\n');
}

/**
 * The texts of `libs/domain/src/api/routes/`, by file name: one `<area>.ts` per module of the
 * contract that has endpoints, sorted by area, and `index.ts` re-exporting them all (what
 * `export * from './api/routes'` in the domain's index reads).
 */
export async function routesFilesText(): Promise<Map<string, string>> {
  const areas = readdirSync(CONTRACT_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((area) => !NOT_AREAS.has(area))
    .sort();
  const files = new Map<string, string>();
  for (const area of areas) {
    const text = await areaRoutesText(area);
    if (text !== undefined) files.set(`${area}.ts`, text);
  }
  const exports = [...files.keys()].map((file) => `export * from './${file.slice(0, -3)}';`);
  files.set('index.ts', [...HEADER, ...exports, ''].join('\n'));
  return files;
}

/** The routes files as they are committed: the texts, formatted with the repository's Prettier settings. */
export async function formattedRoutesFiles(): Promise<Map<string, string>> {
  const formatted = new Map<string, string>();
  for (const [file, text] of await routesFilesText()) {
    const filepath = join(ROUTES_DIR, file);
    const options = await resolveConfig(filepath);
    formatted.set(file, await format(text, { ...options, filepath }));
  }
  return formatted;
}

/** The `.ts` files in a routes folder now, tests aside (none is written there). */
function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

/**
 * How a routes folder differs from the files the contract gives, one line each: a file missing, a
 * file that differs, a file of an area no longer in the contract, the old single file left behind.
 * Empty when they match.
 */
export function routesDifferences(
  expected: Map<string, string>,
  dir = ROUTES_DIR,
  oldFile = OLD_ROUTES_FILE,
): string[] {
  const differences: string[] = [];
  for (const [file, text] of expected) {
    const path = join(dir, file);
    if (!existsSync(path)) differences.push(`${file}: missing`);
    else if (readFileSync(path, 'utf8') !== text) differences.push(`${file}: differs`);
  }
  for (const file of filesIn(dir)) {
    if (!expected.has(file)) differences.push(`${file}: stale (no such area in the contract)`);
  }
  if (existsSync(oldFile))
    differences.push(`${relative(dir, oldFile)}: stale (the routes are one file per area now)`);
  return differences;
}

/**
 * Writes the files that are missing or differ, and deletes the stale ones (an area no longer in
 * the contract, the old single file). Returns what it wrote and deleted.
 */
export function writeRoutesFiles(
  expected: Map<string, string>,
  dir = ROUTES_DIR,
  oldFile = OLD_ROUTES_FILE,
): { written: string[]; deleted: string[] } {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const deleted: string[] = [];
  for (const [file, text] of expected) {
    const path = join(dir, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    written.push(path);
  }
  for (const file of filesIn(dir)) {
    if (expected.has(file)) continue;
    rmSync(join(dir, file));
    deleted.push(join(dir, file));
  }
  if (existsSync(oldFile)) {
    rmSync(oldFile);
    deleted.push(oldFile);
  }
  return { written, deleted };
}
