import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { freeLoopbackPort } from '../../../tools/db';

/** A real Redis (Debian's `redis-server`, which `.ci/run` installs) on a free loopback port. */
export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRedisServer(binary = process.env['REDIS_SERVER'] ?? 'redis-server') {
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start in 10 s:\n${output}`)),
      10_000,
    );
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not run (apt-get install -y redis-server): ${error}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  } satisfies RedisServer;
}

/**
 * Starts a Redis before the tests of the enclosing file or `describe` and stops it after them; an
 * object that the `beforeAll` hook fills in. Hooks registered after this one (an accounts world
 * pointed at it) start after it and end before it.
 */
export function useRedisServer(): RedisServer {
  const redis = {} as RedisServer;
  let started: RedisServer | undefined;
  beforeAll(async () => {
    started = await startRedisServer();
    Object.assign(redis, started);
  });
  afterAll(() => started?.stop());
  return redis;
}
