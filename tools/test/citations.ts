import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/*
 * What the repository's files cite, read out of their text: paths under docs/, markdown files,
 * markdown links, sections of the architecture and conventions pages, and references to a tracker's
 * numbered issues. tools/test/product-docs.test.ts holds every citation to something that exists in
 * the repository (docs/conventions.md § Comments and citations).
 */

export const repositoryRoot = join(import.meta.dirname, '..', '..');

/** Files whose text can cite something: sources, configs, templates, scripts and docs. */
const TEXT_FILE =
  /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|template|toml|sh|html|css|ya?ml)$|^\.ci\/run$|(^|\/)\.(gitignore|prettierignore|editorconfig)$/;

/**
 * Every text file of the repository, tracked or new but not ignored, as a path from its root; the
 * lockfile is npm's, not ours.
 */
export function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))]
    .filter((path) => TEXT_FILE.test(path) && path !== 'package-lock.json')
    .filter((path) => existsSync(join(repositoryRoot, path)));
}

export function readRepositoryFile(path: string): string {
  return readFileSync(join(repositoryRoot, path), 'utf8');
}

/**
 * Whether `target`, cited from the file at `from`, exists: relative to the citing file when it
 * starts with `./` or `../` (or is a link in a markdown file), otherwise from the repository's root
 * or, failing that, beside the citing file.
 */
export function citedPathExists(from: string, target: string, relativeOnly = false): boolean {
  const beside = normalize(join(dirname(from), target));
  if (relativeOnly || /^\.\.?\//.test(target)) return existsInRepository(beside);
  return existsInRepository(normalize(target)) || existsInRepository(beside);
}

function existsInRepository(path: string): boolean {
  const inside = !relative(repositoryRoot, join(repositoryRoot, path)).startsWith('..');
  return inside && existsSync(join(repositoryRoot, path));
}

/**
 * Paths under docs/ that a text names: `docs/adr/0002-embedded-database.md`, `docs/product`,
 * `../../docs/adr/`. A path ends at the first character no path has (a space, a quote, a bracket,
 * `§`), and a trailing dot or slash is punctuation. `/api/docs/…` (an address) is not ours.
 */
export function citedDocsPaths(text: string): string[] {
  return [...text.matchAll(/(?<![\w@./-])((?:\.\.\/)*docs\/[\w./-]*)/g)].map((match) =>
    match[1]!.replace(/[./]+$/, ''),
  );
}

/** A decision record cited by its number alone (`docs/adr/0008`) names the one file it begins. */
export function adrByNumber(path: string): string | null {
  const number = /(?:^|\/)docs\/adr\/(\d{4})$/.exec(path)?.[1];
  if (!number) return null;
  const adrs = readdirSync(join(repositoryRoot, 'docs', 'adr'));
  return adrs.find((name) => name.startsWith(`${number}-`)) ?? null;
}

/**
 * Markdown files a text names by file name: a path with a folder (`apps/api/README.md`,
 * `docs/product/README.md`) or an upper-case name such as `README.md`. A lower-case bare name
 * (`screens.md`) is left to the link check, as it is also how style objects read (`stack.md`).
 */
export function citedMarkdownFiles(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\w./-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w-]+\.md)\b/g)) {
    const path = match[1]!;
    if (path.includes('/') || /^[A-Z][A-Z0-9_-]*\.md$/.test(path)) found.push(path);
  }
  return found;
}

/** The targets of a markdown file's links that point inside the repository, with their anchors. */
export function markdownLinks(text: string): { target: string; anchor: string | null }[] {
  const links: { target: string; anchor: string | null }[] = [];
  for (const match of text.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('/')) continue;
    links.push({ target, anchor: match[2] ?? null });
  }
  return links;
}

/** The headings of a markdown text, without their `#` marks. */
export function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} +(.+?) *#* *$/gm)].map((match) => match[1]!);
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as dashes. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** A comment's text as one line: a citation may be wrapped at `*`, `//` or `#`. */
function unwrapped(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g, ' ');
}

/**
 * The sections a text cites of `page` by heading (`docs/architecture.md § Read models`, also several
 * in a row: `§ Read models, § Budgets`) that are none of `headings`: the first words after each `§`
 * that no heading begins. A citation wrapped over comment lines is read whole.
 */
export function unknownSections(text: string, page: string, headings: readonly string[]): string[] {
  const flat = unwrapped(text);
  // The longest heading first: "The editors" before "The".
  const byLength = [...headings].sort((a, b) => b.length - a.length);
  const unknown: string[] = [];
  for (let at = flat.indexOf(page); at !== -1; at = flat.indexOf(page, at + page.length)) {
    let rest = flat.slice(at + page.length);
    for (let mark = /^,? *§ */.exec(rest); mark; mark = /^,? *§ */.exec(rest)) {
      rest = rest.slice(mark[0].length);
      const heading = byLength.find(
        (candidate) =>
          rest.startsWith(candidate) && !/^[\p{L}\p{N}]/u.test(rest.slice(candidate.length)),
      );
      if (!heading) {
        unknown.push(rest.slice(0, 40));
        break;
      }
      rest = rest.slice(heading.length);
    }
  }
  return unknown;
}

/**
 * References to a tracker's numbered issues: "issue" or "issues", either case, then a number, with
 * or without `#`, also wrapped over a comment's lines. The tracker is not in the repository, so a
 * reader cannot follow them; the text should say the rule instead.
 */
export function issueReferences(text: string): string[] {
  return [...text.matchAll(/\b[Ii]ssues?(?:[ \t]|\r?\n[ \t]*(?:\*|\/\/|#)?)+#?\d+/g)].map((match) =>
    match[0].replace(/\s+(?:(?:\*|\/\/|#)\s+)?/g, ' '),
  );
}

/** The 1-based line a character offset of a text is on, for the failure messages. */
export function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}
