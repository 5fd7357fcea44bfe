import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Pinned: a newer Schemathesis may generate other cases or check more, so a run is repeatable. */
export const SCHEMATHESIS_VERSION = '4.32.5';

/**
 * Where the virtual environment lives: beside the FerretDB build, outside the clone, so every clone
 * on the machine (CI's fresh one included) reuses one install. The version is in the folder's name,
 * so a new pin installs next to the old one instead of over it.
 */
export function schemathesisDir(): string {
  const cacheHome = process.env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache');
  return join(cacheHome, 'vn-catalogue', `schemathesis-${SCHEMATHESIS_VERSION}`);
}

function reportsVersion(binary: string): boolean {
  const run = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return run.status === 0 && run.stdout.includes(SCHEMATHESIS_VERSION);
}

/**
 * The path of Schemathesis' `st` command: the cached install, or a new one from PyPI (`python3 -m
 * venv`, then pip; about 15 seconds). Throws with what to install when Python is missing.
 */
export function ensureSchemathesis(log: (line: string) => void = console.log): string {
  const dir = schemathesisDir();
  const binary = join(dir, 'bin', 'st');
  const python = join(dir, 'bin', 'python');
  if (existsSync(binary) && reportsVersion(binary)) return binary;
  const systemPython = process.env['PYTHON'] ?? 'python3';
  log(`Installing Schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ${dir}…`);
  rmSync(dir, { recursive: true, force: true });
  const venv = spawnSync(systemPython, ['-m', 'venv', dir], { stdio: 'inherit' });
  if (venv.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `Schemathesis needs Python 3.9 or newer with venv: \`${systemPython} -m venv\` failed (Debian: apt-get install -y python3-venv; or set PYTHON).`,
    );
  }
  const pip = spawnSync(
    python,
    [
      '-m',
      'pip',
      'install',
      '--quiet',
      '--disable-pip-version-check',
      `schemathesis==${SCHEMATHESIS_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (pip.status !== 0 || !reportsVersion(binary)) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`pip could not install schemathesis==${SCHEMATHESIS_VERSION} into ${dir}.`);
  }
  return binary;
}
