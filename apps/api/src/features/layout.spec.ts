import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A feature's index.ts loads the whole feature, so features that import each other in a circle
 * would load a class before it is defined (Nest would then inject `undefined`). This reads the
 * imports of every feature's code and fails on a cycle, naming it (apps/api/README.md "Layout").
 */

const FEATURES = import.meta.dirname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The feature a file or folder is in (a feature's own folder is its index), or null. */
function featureOf(path: string): string | null {
  const [feature] = relative(FEATURES, path).split(sep);
  return feature && feature !== '..' ? feature : null;
}

/** Feature → the features its code imports (type-only imports are erased and do not count). */
function featureImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const text = readFileSync(file, 'utf8');
    for (const [, clause, specifier] of text.matchAll(
      /^(?:import|export)\s+([^;]*?)\s*from\s+'(\.[^']+)'/gms,
    )) {
      if (/^type\s/.test(clause!)) continue;
      const to = featureOf(resolve(dirname(file), specifier!));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

function cycleIn(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  function visit(feature: string): string[] | null {
    if (path.includes(feature)) return [...path.slice(path.indexOf(feature)), feature];
    if (done.has(feature)) return null;
    path.push(feature);
    for (const next of graph.get(feature) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(feature);
    return null;
  }
  for (const feature of graph.keys()) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}

describe('the features', () => {
  it('import one another without a cycle', () => {
    const graph = featureImports();
    expect(graph.size).toBeGreaterThan(10);
    expect([...graph.get('catalogue')!]).toContain('novels');
    expect(cycleIn(graph)?.join(' → ') ?? null).toBeNull();
  });

  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['catalogue', new Set(['reading'])],
      ['reading', new Set(['novels'])],
      ['novels', new Set(['catalogue'])],
    ]);
    expect(cycleIn(graph)).toEqual(['catalogue', 'reading', 'novels', 'catalogue']);
  });
});
