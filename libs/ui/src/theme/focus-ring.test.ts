import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { focusRing } from './focus-ring.css';

const sources = join(import.meta.dirname, '..');

const styleSheets = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return styleSheets(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });

describe('focusRing', () => {
  it('draws the same ring at every placement, which only moves it', () => {
    const placements = Object.values(focusRing);
    expect(new Set(placements.map((placement) => placement.outline)).size).toBe(1);
    expect(focusRing.edge).not.toHaveProperty('outlineOffset');
    const offsets = placements.map((placement) =>
      'outlineOffset' in placement ? placement.outlineOffset : '0',
    );
    expect(new Set(offsets).size).toBe(placements.length);
  });

  it('is the only focus ring: no other style sheet draws one of its own', () => {
    const ownRings = styleSheets(sources)
      .filter((path) => !path.endsWith('focus-ring.css.ts'))
      .filter((path) => readFileSync(path, 'utf8').includes('vars.color.focusRing'))
      .map((path) => relative(sources, path));
    expect(ownRings).toEqual([]);
  });
});
