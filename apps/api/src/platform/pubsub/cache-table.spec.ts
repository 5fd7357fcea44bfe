import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_TOPICS } from './cache-sync';

/*
 * apps/api/README.md lists every in-memory cache: the read models kept in step by topic (who keeps
 * something under a topic, who says it changed, and the read model fed by a repository's changes,
 * named with what it keeps) and the caches made from them. This test reads the code and fails when
 * the table and the code disagree, so a new cache cannot go unlisted.
 */

const SOURCE = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(SOURCE, '..', 'README.md'), 'utf8');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sourceFiles(SOURCE).map((path) => ({
  path: relative(SOURCE, path),
  text: readFileSync(path, 'utf8'),
}));

/** Topic → the files that call `method('topic'`, as the code has them. */
function topicsInCode(method: 'onChange' | 'changed'): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const call = new RegExp(`\\.${method}\\(\\s*'(\\w+)'`, 'g');
  for (const { path, text } of files) {
    for (const [, topic] of text.matchAll(call)) {
      const paths = found.get(topic!) ?? [];
      if (!paths.includes(path)) paths.push(path);
      found.set(topic!, paths);
    }
  }
  for (const paths of found.values()) paths.sort();
  return found;
}

/** The rows of the README's table whose header starts with `firstColumn`, as cells. */
function tableRows(firstColumn: string): string[][] {
  const lines = README.split('\n');
  const header = lines.findIndex((line) => line.startsWith(`| ${firstColumn} `));
  expect(header, `a table starting with "${firstColumn}" in apps/api/README.md`).toBeGreaterThan(
    -1,
  );
  const rows: string[][] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, text]) => text!).sort();

describe('the cache table of apps/api/README.md', () => {
  const topicRows = new Map(
    tableRows('Topic').map(([topic, keptBy, kept, changedBy]) => [
      quoted(topic!)[0]!,
      {
        keptBy: quoted(keptBy!),
        readModels: quoted(kept!).filter((text) => text.endsWith('.ts')),
        changedBy: quoted(changedBy!),
      },
    ]),
  );

  it('has a row for every topic of CACHE_TOPICS, and no other', () => {
    expect([...topicRows.keys()].sort()).toEqual([...CACHE_TOPICS].sort());
  });

  it('names, for every topic, the files that keep something under it', () => {
    const listeners = topicsInCode('onChange');
    for (const topic of CACHE_TOPICS) {
      expect(topicRows.get(topic)?.keptBy, topic).toEqual(listeners.get(topic) ?? []);
    }
  });

  it('names, for every topic, the files that say it changed', () => {
    const writers = topicsInCode('changed');
    for (const topic of CACHE_TOPICS) {
      expect(topicRows.get(topic)?.changedBy, topic).toEqual(writers.get(topic) ?? []);
    }
  });

  it('names read models that are in the code', () => {
    const paths = new Set(files.map(({ path }) => path));
    const named = [...topicRows.values()].flatMap((row) => row.readModels);
    expect(named.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('lists every file that makes a cache', () => {
    const cacheMaker = /new (KeyedCache|GuestAnswers)\b|private \w+Cache\b/;
    const makers = files
      .filter(({ path, text }) => !path.startsWith('platform/cache/') && cacheMaker.test(text))
      .map(({ path }) => path);
    const listed = new Set([
      ...tableRows('Cache').flatMap(([, where]) => quoted(where!)),
      ...[...topicRows.values()].flatMap((row) => [...row.keptBy, ...row.readModels]),
    ]);
    expect(makers.filter((path) => !listed.has(path))).toEqual([]);
  });
});
