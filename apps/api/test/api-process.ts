import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startBuiltApi } from '../../../tools/process/api-cli';

export interface ApiProcess {
  baseUrl: string;
  stop(): Promise<void>;
  /** SIGKILL: the process ends where it is, in the middle of whatever it was doing. */
  kill(): Promise<void>;
}

/**
 * The API as a process of its own, from its build (as `npm start` runs it), for tests that need a
 * second instance that shares nothing with the test's process: no memory, no event loop, no module
 * state — only the database and Redis. The run's global setup has brought the build up to date.
 */
export async function startApiProcess(options: {
  databaseUri: string;
  environment?: Record<string, string>;
}): Promise<ApiProcess> {
  // Not the build before, which would test other code than the sources.
  if (!inject('apiBuilt'))
    throw new Error('The API did not build at the start of the run (see above).');
  const { baseUrl, api } = await startBuiltApi({
    quiet: true,
    readyWithinMs: 60_000,
    environment: {
      NODE_ENV: 'test',
      MONGODB_URI: options.databaseUri,
      UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'vn-uploads-')),
      LOG_LEVEL: 'warn',
      ...options.environment,
    },
  });
  return {
    baseUrl,
    stop: () => api.stop(),
    kill: async () => {
      if (api.process.pid) process.kill(-api.process.pid, 'SIGKILL');
      await api.exited;
    },
  };
}
