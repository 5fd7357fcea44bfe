/// <reference types="node" />
/**
 * The server of the end-to-end tests: a mail catcher (real SMTP on E2E_PORT+1, its mails readable
 * over HTTP on E2E_PORT+2), the local visual novel database (tools/vndb, on a free port: the project
 * form's lookups never reach the internet; `__down__` as a name simulates its outage), then `npm
 * start`'s stack (embedded database with the demo data, the API serving the built site) in test mode
 * on E2E_PORT, with the test captcha answer, its mail going to the catcher and its lookups to the
 * local database, and Google's sign-in against a local identity provider (tools/identity) on
 * E2E_PORT+3. Stopping this process (Playwright sends SIGTERM) stops everything it started.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { LocalJwks } from '../../../../tools/identity/local-identity';
import { LocalVndb } from '../../../../tools/vndb/local-vndb';
import {
  E2E_CAPTCHA_ANSWER,
  E2E_GOOGLE_CLIENT_ID,
  e2ePort,
  identityPort,
  mailboxPort,
  smtpPort,
} from './e2e-settings';
import { MailCatcher } from './mail-catcher';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..', '..');
const port = e2ePort();

const mailCatcher = await MailCatcher.start({ smtpPort: smtpPort(), httpPort: mailboxPort() });
const localVndb = await LocalVndb.start();
const identityProvider = await LocalJwks.start(E2E_GOOGLE_CLIENT_ID, identityPort());
// Once: a signal and then the stack's exit both ask, and a second close throws ERR_SERVER_NOT_RUNNING.
let helpersClosed: Promise<unknown> | undefined;
const closeHelpers = () =>
  (helpersClosed ??= Promise.all([
    mailCatcher.close(),
    localVndb.close(),
    identityProvider.close(),
  ]));

const stack = spawn(
  process.execPath,
  [
    join(repositoryRoot, 'node_modules/tsx/dist/cli.mjs'),
    'tools/start/start.ts',
    '--skip-build',
    '--test-mode',
    '--ephemeral',
    '--data-folder',
    `e2e-${port}`,
  ],
  {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      CAPTCHA_TEST_ANSWER: E2E_CAPTCHA_ANSWER,
      // Every browser test signs in from the one loopback address; the limits stay on, scaled.
      RATE_LIMIT_SCALE: '20',
      SMTP_URL: mailCatcher.smtpUrl,
      VNDB_API_URL: localVndb.url,
      // Sign-in with Google against the local identity provider (the site's button turns on).
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: identityProvider.url,
    },
  },
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stack.kill(signal);
    void closeHelpers();
  });
}
stack.on('exit', (code) => {
  void closeHelpers().finally(() => process.exit(code ?? 0));
});
