import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const domainRoot = join(import.meta.dirname, '..', '..', 'libs', 'domain');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT_SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)].map((match) => match[1] ?? '');
}

/** Test helpers (generators, corpora, timing) live in src/testing and are left out of the build. */
function isTestHelper(file: string): boolean {
  return relative(join(domainRoot, 'src'), file).startsWith('testing');
}

/**
 * docs/architecture.md § Projects and boundaries: zod is libs/domain's runtime dependency, with two
 * exceptions, each a pure function library without dependencies of its own, in place of a
 * hand-kept table: `entities`, the HTML character-reference decoder the legacy HTML import uses
 * (2,000 named entities), and `@orama/stemmers`' Russian Snowball stemmer, which gives search its
 * word forms (ADR 0010; endings of our own would be a second, worse stemmer).
 */
const RUNTIME_DEPENDENCIES = ['@orama/stemmers', 'entities', 'zod'];
const RUNTIME_IMPORTS = new Set(['zod', 'entities/decode', '@orama/stemmers/russian']);

describe('libs/domain is pure (zod; entities for legacy HTML; a stemmer for search)', () => {
  it('declares zod, entities and the stemmers and nothing else', () => {
    const manifest = JSON.parse(readFileSync(join(domainRoot, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(RUNTIME_DEPENDENCIES);
  });

  it('imports only its own files, zod, the entity decoder and the Russian stemmer (its test helpers also fast-check)', () => {
    const foreign = sourceFiles(join(domainRoot, 'src')).flatMap((file) =>
      importsOf(file)
        .filter(
          (specifier) =>
            !RUNTIME_IMPORTS.has(specifier) &&
            !(isTestHelper(file) && specifier === 'fast-check') &&
            !specifier.startsWith('./') &&
            !specifier.startsWith('../'),
        )
        .map((specifier) => `${relative(domainRoot, file)}: ${specifier}`),
    );
    expect(foreign).toEqual([]);
  });

  it('keeps its test helpers (src/testing) out of the rules', () => {
    const leaking = sourceFiles(join(domainRoot, 'src'))
      .filter((file) => !isTestHelper(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => /(^|\/)testing(\/|$)/.test(specifier))
          .map((specifier) => `${relative(domainRoot, file)}: ${specifier}`),
      );
    expect(leaking).toEqual([]);
  });

  it('never climbs out of its own folder', () => {
    const escaping = sourceFiles(join(domainRoot, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) =>
          relative(join(domainRoot, 'src'), join(file, '..', specifier)).startsWith('..'),
        )
        .map((specifier) => `${relative(domainRoot, file)}: ${specifier}`),
    );
    expect(escaping).toEqual([]);
  });
});
