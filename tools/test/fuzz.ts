/**
 * `npm run fuzz` (and a stage of `npm test`): Schemathesis against the API's own OpenAPI document
 * (`/api/docs/openapi.json`), on a test-mode API over a freshly seeded embedded database. Two runs:
 * as a guest, and as the demo reader. Checks: no 5xx (`not_a_server_error`), answers fit their
 * published schema (`response_schema_conformance`) and media type (`content_type_conformance`); an
 * unresolvable $ref, throttling and an exclusion matching nothing fail too (schemathesis.toml). Exits non-zero on any finding;
 * Schemathesis prints each with a curl line that reproduces it, and its JUnit reports land in
 * reports/fuzz/.
 *
 * Bounded to a few minutes: few examples per operation, a fixed seed (the same cases every run, so a
 * failure reproduces; FUZZ_SEED picks others), rate limits scaled out of the way.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot, startDatabase, uniqueDatabaseName, withDatabaseName } from '../db';
import { LocalJwks } from '../identity/local-identity';
import { buildApi, runApiCommand, startBuiltApi, type BuiltApi } from '../process/api-cli';
import { spawnOwned, type OwnedProcess } from '../process/owned-process';
import { LocalVndb } from '../vndb/local-vndb';
import { ensureSchemathesis } from './schemathesis';

const MAX_EXAMPLES = process.env['FUZZ_MAX_EXAMPLES'] ?? '10';
const SEED = process.env['FUZZ_SEED'] ?? '20261126';
const reports = join(repositoryRoot, 'reports', 'fuzz');

/**
 * Operations left out of the signed-in run because they end or replace its session, which would
 * leave the rest of the run a guest's: signing out, signing in or up (a sign-in ends the session the
 * request carried), setting a new password, deleting a user. The guest run still fuzzes all of them.
 */
const SESSION_ENDING = [
  'POST /api/logout',
  'POST /api/login',
  'POST /api/login/google',
  'POST /api/signup',
  'POST /api/restorePassword/change',
  'DELETE /api/users/{id}',
];

/** The live event stream never ends an answer; Schemathesis would wait for it until its timeout. */
const NEVER_ENDING = ['GET /api/events/subscribe'];

/**
 * The filter leaving these operations out: one regular expression over the paths (Schemathesis keeps
 * only the last of repeated path filters). By path, because each of these paths has that one method.
 */
function excluded(operations: readonly string[]): string[] {
  const paths = operations.map((operation) =>
    (operation.split(' ')[1] ?? '')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '[^/]+'),
  );
  return ['--exclude-path-regex', `^(${paths.join('|')})$`];
}

/** The services the API asks, local: every feature is on, as in production, so it is fuzzed too. */
interface Helpers {
  vndb: LocalVndb;
  identity: LocalJwks;
}

function startApi(databaseUri: string, { vndb, identity }: Helpers): Promise<BuiltApi> {
  return startBuiltApi({
    readyWithinMs: 60_000,
    environment: {
      NODE_ENV: 'test',
      MONGODB_URI: databaseUri,
      UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'vn-fuzz-uploads-')),
      LOG_LEVEL: 'error',
      // Thousands of requests from one address: the limits are tested elsewhere.
      RATE_LIMIT_SCALE: '1000',
      VNDB_API_URL: vndb.url,
      GOOGLE_CLIENT_ID: identity.audience,
      GOOGLE_JWKS_URL: identity.url,
    },
  });
}

/** The demo reader's session cookie (every demo account's password is `demo-password`). */
async function readerCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reader@demo.test', password: 'demo-password' }),
  });
  if (!response.ok) throw new Error(`the demo reader could not sign in: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('signing in set no cookie');
  return cookie;
}

function schemathesis(
  st: string,
  baseUrl: string,
  run: { name: string; headers?: string[]; exclude: readonly string[] },
): Promise<number> {
  const args = [
    '--config-file',
    join(repositoryRoot, 'tools/test/schemathesis.toml'),
    'run',
    `${baseUrl}/api/docs/openapi.json`,
    '--url',
    baseUrl,
    '--checks',
    'not_a_server_error,status_code_conformance,response_schema_conformance,content_type_conformance',
    '--max-examples',
    MAX_EXAMPLES,
    '--seed',
    SEED,
    // One worker: with two (threads), Hypothesis' concurrent ast.parse calls trip CPython 3.11's
    // shared AST recursion counter ("SystemError: AST constructor recursion depth mismatch"), a
    // tool crash that stopped POST /api/comments' run now and then. The API has one core anyway.
    '--workers',
    '1',
    '--request-timeout',
    '20',
    // Nothing kept between runs (the same cases each time) and nothing written into the clone.
    '--generation-database',
    'none',
    '--suppress-health-check',
    'too_slow,filter_too_much',
    '--report',
    'junit',
    '--report-junit-path',
    join(reports, `${run.name}.xml`),
    ...(run.headers ?? []).flatMap((header) => ['--header', header]),
    ...excluded(run.exclude),
    // More Schemathesis options for a look at one operation, e.g. `--include-path /api/comments`.
    ...(process.env['FUZZ_ARGS']?.split(' ').filter(Boolean) ?? []),
  ];
  console.log(`\n── Schemathesis as ${run.name} ──`);
  // Its own working folder: Schemathesis keeps a crash cache under ./.schemathesis, not in the clone.
  const child = spawnOwned(st, args, { cwd: mkdtempSync(join(tmpdir(), 'vn-fuzz-')) });
  return child.exited.then((code) => code ?? 1);
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const st = ensureSchemathesis();
  buildApi();
  mkdirSync(reports, { recursive: true });
  const database = await startDatabase({ dataFolder: `fuzz-${process.pid}`, ephemeral: true });
  const helpers: Helpers = {
    vndb: await LocalVndb.start(),
    identity: await LocalJwks.start('fuzz.apps.googleusercontent.com'),
  };
  let api: OwnedProcess | undefined;
  try {
    const databaseUri = withDatabaseName(database.uri, uniqueDatabaseName('fuzz'));
    // A small catalogue: enough projects, users, lists and comments to find, quick to write.
    if (runApiCommand('seed-cli', databaseUri, ['--novels', '40']) !== 0) {
      throw new Error('seeding the fuzz database failed');
    }
    const running = await startApi(databaseUri, helpers);
    api = running.api;
    const guest = await schemathesis(st, running.baseUrl, {
      name: 'guest',
      exclude: NEVER_ENDING,
    });
    const reader = await schemathesis(st, running.baseUrl, {
      name: 'reader',
      headers: [`Cookie: ${await readerCookie(running.baseUrl)}`],
      exclude: [...NEVER_ENDING, ...SESSION_ENDING],
    });
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
    const failed = [guest !== 0 && 'guest', reader !== 0 && 'reader'].filter(Boolean);
    console.log(
      failed.length === 0
        ? `\nSchemathesis found nothing (guest and reader, seed ${SEED}, ${seconds} s).`
        : `\nSchemathesis found problems in the ${failed.join(' and ')} run (seed ${SEED}, ${seconds} s): see above.`,
    );
    return failed.length === 0 ? 0 : 1;
  } finally {
    await api?.stop();
    await Promise.all([helpers.vndb.close(), helpers.identity.close()]);
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
