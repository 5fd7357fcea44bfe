import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Browser tests need Debian's Chromium (never a browser a test tool downloads). When it is missing,
 * install it as root; otherwise say exactly what to install.
 */
export function ensureChromium(): { ok: true; path: string } | { ok: false; message: string } {
  const path = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (existsSync(path)) return { ok: true, path };
  if (process.env['CHROMIUM_PATH']) {
    return { ok: false, message: `CHROMIUM_PATH=${path} does not exist.` };
  }
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message:
        'Chromium is missing: install it with `sudo apt-get install -y chromium` (Debian), or set CHROMIUM_PATH to a Chromium binary.',
    };
  }
  console.log('Chromium is missing; installing Debian’s package…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(path)
    ? { ok: true, path }
    : { ok: false, message: `apt-get installed chromium but ${path} is still missing.` };
}
