import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** Where the contract's endpoint modules are, and the routes file written beside them. */
export const CONTRACT_DIR = join(import.meta.dirname, '../../libs/domain/src/api');
export const ROUTES_FILE = join(CONTRACT_DIR, 'routes.ts');

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
 * The text of `libs/domain/src/api/routes.ts`: for every exported `…Endpoint` of the contract, a
 * `…Route` with its method, path and who may call it (`public`, `permission`), typed by the endpoint through a type-only import, so the file
 * loads no schema. Sorted by module and name, so the text changes only when the contract does.
 */
export async function routesFileText(): Promise<string> {
  const areas = readdirSync(CONTRACT_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((area) => !NOT_AREAS.has(area))
    .sort();
  const imports: string[] = [];
  const routes: string[] = [];
  for (const area of areas) {
    const module = await contractModule(area);
    const names = Object.keys(module)
      .filter((name) => name.endsWith('Endpoint') && isEndpoint(module[name]))
      .sort();
    if (names.length === 0) continue;
    const namespace = area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    imports.push(`import type * as ${namespace} from './${area}';`);
    for (const name of names) {
      const endpoint = module[name] as Endpoint;
      const route = `${name.slice(0, -'Endpoint'.length)}Route`;
      const fields = [`method: '${endpoint.method}'`, `path: '${endpoint.path}'`];
      if (endpoint.public) fields.push('public: true');
      if (endpoint.permission) fields.push(`permission: '${endpoint.permission}'`);
      routes.push(
        `export const ${route}: Route<typeof ${namespace}.${name}> = {\n` +
          fields.map((field) => `  ${field},\n`).join('') +
          '};',
      );
    }
  }
  return [
    '// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;',
    '// do not edit. A test fails when it no longer matches the endpoints.',
    "import type { Route } from './endpoint';",
    ...imports,
    '',
    routes.join('\n\n'),
    '',
  ].join('\n');
}

/** The routes file as it is committed: the text, formatted with the repository's Prettier settings. */
export async function formattedRoutesFile(): Promise<string> {
  const options = await resolveConfig(ROUTES_FILE);
  return format(await routesFileText(), { ...options, filepath: ROUTES_FILE });
}
