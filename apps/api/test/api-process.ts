import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort, repositoryRoot } from '../../../tools/db';
import { buildApi } from '../../../tools/process/api-cli';
import { spawnOwned } from '../../../tools/process/owned-process';
import { waitForHttpOk } from '../../../tools/process/wait-for-http';

export interface ApiProcess {
  baseUrl: string;
  stop(): Promise<void>;
  /** SIGKILL: the process ends where it is, in the middle of whatever it was doing. */
  kill(): Promise<void>;
}

/**
 * The API as a process of its own, from its build (as `npm start` runs it), for tests that need a
 * second instance that shares nothing with the test's process: no memory, no event loop, no module
 * state — only the database and Redis. The build is brought up to date first (Nx answers from its
 * cache when nothing changed, as after `npm test`'s build stage).
 */
export async function startApiProcess(options: {
  databaseUri: string;
  environment?: Record<string, string>;
}): Promise<ApiProcess> {
  buildApi();
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = spawnOwned(process.execPath, [join(repositoryRoot, 'apps/api/dist/main.js')], {
    cwd: repositoryRoot,
    stdout: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      MONGODB_URI: options.databaseUri,
      UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'vn-uploads-')),
      LOG_LEVEL: 'warn',
      ...options.environment,
    },
  });
  await waitForHttpOk(`${baseUrl}/api/health`, { timeoutMs: 60_000, givenUp: api.exited });
  return {
    baseUrl,
    stop: () => api.stop(),
    kill: async () => {
      if (api.process.pid) process.kill(-api.process.pid, 'SIGKILL');
      await api.exited;
    },
  };
}
