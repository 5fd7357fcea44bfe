import { spawn, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '../db';

const repositoryRoot = join(import.meta.dirname, '..', '..');

function processesMentioning(text: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', text], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** `npm start` as a user runs it (with the build the test stage made), then stopped by a signal. */
async function startAndStop(
  signal: 'SIGINT' | 'SIGTERM',
  environment: Record<string, string> = {},
) {
  const port = await freeLoopbackPort();
  const dataFolder = `start-test-${process.pid}-${signal}-${environment['DATABASE_BACKEND'] ?? 'sqlite'}`;
  const launcher = spawn(
    join(repositoryRoot, 'node_modules/.bin/tsx'),
    ['tools/start/start.ts', '--skip-build', '--data-folder', dataFolder, '--ephemeral'],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1' },
      detached: true,
    },
  );
  let output = '';
  launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', resolve));

  await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain('Ready in');
  const url = `http://127.0.0.1:${port}`;
  expect(output).toContain(url);
  const health = await fetch(`${url}/api/health`);
  expect(await health.json()).toEqual({ result: { status: 'ok', db: 'ok' } });
  const page = await fetch(`${url}/`);
  expect(await page.text()).toContain('<div id="root">');
  // The demo data was written (through FerretDB, onto whichever storage).
  const catalogue = (await (await fetch(`${url}/api/novels?section=all`)).json()) as {
    result: { count: number };
  };
  expect(catalogue.result.count).toBeGreaterThan(0);
  expect(processesMentioning(dataFolder)).not.toEqual([]);

  // As a terminal's Ctrl+C does: the signal goes to the launcher's whole process group.
  process.kill(-launcher.pid!, signal);
  expect(await exited).toBe(0);
  await expect.poll(() => processesMentioning(dataFolder), { timeout: 10_000 }).toEqual([]);
  await expect(fetch(`${url}/api/health`)).rejects.toThrow();
}

describe('npm start', () => {
  it('serves the site and API on one port, and Ctrl+C leaves no process behind', async () => {
    await startAndStop('SIGINT');
  });

  it('stops the same way on SIGTERM (a service manager)', async () => {
    await startAndStop('SIGTERM');
  });

  it('runs on FerretDB over PostgreSQL with DATABASE_BACKEND=postgresql, and stops both', async () => {
    // The PostgreSQL server's command line names the data folder, so no process left covers it too.
    await startAndStop('SIGTERM', { DATABASE_BACKEND: 'postgresql' });
  });
});
