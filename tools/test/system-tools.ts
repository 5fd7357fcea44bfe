import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEFAULT_POSTGRES_BIN } from '../db';

/** A program the tests run that comes from Debian (never from a test tool's own download). */
interface SystemTool {
  name: string;
  /** Where it is expected, unless `pathVariable` names another place. */
  path: string;
  pathVariable: string;
  packages: string[];
}

export const chromium: SystemTool = {
  name: 'Chromium',
  path: '/usr/bin/chromium',
  pathVariable: 'CHROMIUM_PATH',
  packages: ['chromium', 'fonts-dejavu-core'],
};

/** For the tests of several API instances, which start their own server on a free port. */
export const redisServer: SystemTool = {
  name: 'Redis',
  path: '/usr/bin/redis-server',
  pathVariable: 'REDIS_SERVER',
  packages: ['redis-server'],
};

/** For the database suites' second run, on FerretDB over PostgreSQL (tools/db/postgresql.ts). */
export const postgresqlServer: SystemTool = {
  name: 'PostgreSQL',
  path: DEFAULT_POSTGRES_BIN,
  pathVariable: 'POSTGRES_BIN',
  packages: ['postgresql'],
};

/** When the tool is missing, install it as root; otherwise say exactly what to install. */
export function ensureSystemTool(
  tool: SystemTool,
): { ok: true; path: string } | { ok: false; message: string } {
  const path = process.env[tool.pathVariable] ?? tool.path;
  if (existsSync(path)) return { ok: true, path };
  if (process.env[tool.pathVariable]) {
    return { ok: false, message: `${tool.pathVariable}=${path} does not exist.` };
  }
  const install = `apt-get install -y ${tool.packages.join(' ')}`;
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message: `${tool.name} is missing: install it with \`sudo ${install}\` (Debian), or set ${tool.pathVariable}.`,
    };
  }
  console.log(`${tool.name} is missing; installing Debian’s package…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...tool.packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(path)
    ? { ok: true, path }
    : { ok: false, message: `${install} ran but ${path} is still missing.` };
}
