import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adrByNumber,
  anchorOf,
  citedDocsPaths,
  citedMarkdownFiles,
  citedPathExists,
  headingsOf,
  issueReferences,
  lineOf,
  markdownLinks,
  readRepositoryFile,
  trackedTextFiles,
  unknownSections,
} from './citations';

/**
 * Keeps docs/product honest. The code cites docs/product by section number (the specification's numbers); docs/product keeps
 * those numbers so the citations can be re-pointed, so each number must have exactly one heading, in
 * the file the index names. The §8 texts are the product's interface texts and must stay verbatim.
 * Nothing is read from outside the repository: the texts are written out below.
 *
 * And keeps what the repository cites inside it: every `docs/…` path, markdown file, link and
 * section of docs/architecture.md or docs/conventions.md a source, config or doc names exists, and
 * no comment sends the reader to a tracker's numbered issue (docs/conventions.md § Comments and
 * citations).
 */

const repositoryRoot = join(import.meta.dirname, '..', '..');
const docsDir = join(repositoryRoot, 'docs', 'product');

/** The code the repository tracks: what its comments cite. */
function codeFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', 'apps', 'libs', 'tools', '.storybook'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((path) => /\.(ts|tsx|mts|mjs|js|cjs)$/.test(path))
    .filter((path) => existsSync(join(repositoryRoot, path)));
}

function docFiles(): string[] {
  return readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .sort();
}

function read(name: string): string {
  return readFileSync(join(docsDir, name), 'utf8');
}

/** Every section number of SPEC.md, and the file of docs/product that holds it. */
const sectionFiles: Record<string, string> = {
  '1': 'README.md',
  '2': 'screens.md',
  '2.1': 'screens.md',
  '2.2': 'screens.md',
  '2.3': 'screens.md',
  '2.4': 'screens.md',
  '2.5': 'screens.md',
  '3': 'entities.md',
  '4': 'states.md',
  '5': 'validation.md',
  '6': 'roles.md',
  '7': 'calls.md',
  '8': 'errors.md',
  '9': 'limits.md',
};

interface NumberedHeading {
  /** `2.3`, or for a section of our own `A1`, `A1.2`. */
  number: string;
  file: string;
  line: string;
}

/**
 * A heading's number: the specification's (`## 2.3 Project page`, `# 4 States and transitions`), or
 * a letter and digits (`# A1 Comment reports (ours)`), which only sections of our own may have.
 */
const HEADING_NUMBER = /^#{1,6} ([A-Z]?\d+(?:\.\d+)*)\.? /;

/** Headings that start with a section number, the specification's or ours. */
function numberedHeadings(): NumberedHeading[] {
  const found: NumberedHeading[] = [];
  for (const file of docFiles()) {
    for (const line of read(file).split('\n')) {
      const match = HEADING_NUMBER.exec(line);
      if (match?.[1]) found.push({ number: match[1], file, line });
    }
  }
  return found;
}

/** The number of a section of our own: A, then digits, then `.`-separated sub-numbers. */
const OWN_SECTION_NUMBER = /^A\d+(?:\.\d+)*$/;
/** How a section of our own says so: its heading ends with "(ours)". */
const OWN_SECTION_MARK = / \(ours\)\s*$/;

/** The rows of the index of docs/product/README.md: `| §A1 | Topic | [file.md](file.md) |`. */
function indexRows(index: string): { number: string; file: string }[] {
  return [
    ...index.matchAll(/^\|\s*§([A-Z]?\d+(?:\.\d+)*)\s*\|[^|\n]*\|\s*\[[^\]]*\]\(([^)#\s]+)\)/gm),
  ].map((match) => ({ number: match[1]!, file: match[2]! }));
}

/**
 * What is wrong with the numbering of docs/product (docs/product/README.md "Sections of our own"):
 * a number is the specification's, whose sections are not marked ours, or is a section of our own —
 * `A1`, `A2`, sub-sections `A1.1` under an `A1` — whose heading ends with "(ours)", each number once,
 * and each top-level one listed in the index with its file.
 */
function numberingProblems(headings: readonly NumberedHeading[], index: string): string[] {
  const problems: string[] = [];
  const own = headings.filter((heading) => !/^\d/.test(heading.number));
  const listed = indexRows(index);
  for (const { number, file, line } of headings) {
    const where = `${file}: ${line}`;
    const markedOurs = OWN_SECTION_MARK.test(line);
    if (/^\d/.test(number)) {
      if (!(number in sectionFiles))
        problems.push(`${where}: the specification has no §${number}; number ours A1, A2, …`);
      if (markedOurs) problems.push(`${where}: a section of the specification is not ours`);
      continue;
    }
    if (!OWN_SECTION_NUMBER.test(number))
      problems.push(`${where}: a section of our own is numbered A1, A2, A1.1, …`);
    if (!markedOurs) problems.push(`${where}: a section of our own ends its heading with "(ours)"`);
    if (own.filter((heading) => heading.number === number).length > 1)
      problems.push(`${where}: §${number} has more than one heading`);
    const parent = number.replace(/\.\d+$/, '');
    if (parent !== number && !own.some((heading) => heading.number === parent))
      problems.push(`${where}: there is no §${parent} to hold it`);
    if (parent === number && !listed.some((row) => row.number === number && row.file === file))
      problems.push(`${where}: the index of README.md does not list §${number} with ${file}`);
  }
  return problems;
}

/**
 * The Russian texts of SPEC.md §8 (Error catalogue), each with its quotes exactly as SPEC.md writes
 * it; a pair such as "…жанр"/"тег" is kept whole. Note "Не удалось сохранить преcет": the `c` there is
 * a Latin letter (U+0063), as in SPEC.md.
 */
const errorCatalogueTexts = [
  '"Неправильный логин или пароль"',
  '"Не удалось войти"',
  '"Ошибка сервера"',
  '"Не получилось зарегистрировать пользователя"',
  '"Не получилось отправить запрос на восстановление пароля"',
  '"Повторите проверочный код"',
  '"Коды не совпадают"',
  '"Код не совпадает"',
  '"Не получилось выполнить запрос"',
  '"Пароль обновлен"',
  '"Не удалось загрузить фильтры"',
  '"Не удалось загрузить новеллы"',
  '"Не удалось загрузить список новелл"',
  '"Не удалось загрузить раздел"',
  '"Не удалось загрузить новеллу"',
  '"Не удалось загрузить страницу"',
  '"Не удалось загрузить информацию о странице"',
  '"Не удалось загрузить статью"',
  '"Не удалось загрузить профиль"',
  '"Не удалось сохранить пре\u0063ет"',
  '"Не удалось загрузить сообщения/отправить/отредактировать/добавить контакт/удалить контакт"',
  '"Не удалось создать черновик новеллы"',
  '"Черновик новеллы успешно создан"',
  '"Не удалось загрузить черновик"',
  '"Не получилось загрузить черновик"',
  '"Проблема с загрузкой драфта"/"черновика"',
  '"Не удалось сохранить черновик"',
  '"Не удалось сохранить изменения"',
  '"Не удалось изменить статус"',
  '"Новелла с таким url уже существует"',
  '"Не удалось удалить черновик: {message}"',
  '"Черновик удален"',
  '"Не удалось добавить/обновить/удалить комментарий"',
  '"Не удалось добавить/обновить отзыв"',
  '"Комментарий удален"',
  '"Не удалось обновить список"',
  '"Не удалось поставить оценку"',
  '"Не удалось изменить жанр"/"тег"',
  '"Не удалось удалить жанр"/"тег"',
  '"Не удалось удалить пользователя"',
  '"Не удалось добавить/исключить пользователя"',
  '"Пользователь добавлен"',
  '"Пользователь исключен"',
  '"Не получилось забанить пользователя"',
  '"Пользователь забанен"',
  '"Не получилось разбанить пользователя"',
  '"Пользователь разбанен"',
  '"Не удалось обновить профиль"',
  '"Существует пользователь с таким именем"',
  '"Не удалось изменить настройки"',
  '"Не удалось изменить настройку"',
  '"Но вы в России..."',
  '"Не удалось сконвертировать изображение"',
  '"Страница не найдена"',
  '"Ошибка дес ё"',
  '"Ничего не найдено"',
  '"Ничего нет"',
  '"Нет описания"',
  '"Пользователь не найден"',
  '"Загрузка..."',
  '"Пока ничего не добавлено"',
];

describe('docs/product', () => {
  it('has every file the index names', () => {
    const files = docFiles();
    for (const file of [...new Set(Object.values(sectionFiles)), 'glossary.md']) {
      expect(files, file).toContain(file);
    }
  });

  it('has exactly one heading for each section number of SPEC.md, in the file the index names', () => {
    const headings = numberedHeadings();
    for (const [number, file] of Object.entries(sectionFiles)) {
      const matching = headings.filter((heading) => heading.number === number);
      expect(
        matching.map((heading) => heading.file),
        `§${number}`,
      ).toEqual([file]);
    }
  });

  it('numbers a heading as SPEC.md does, or as a section of our own (A1, A1.1, … "(ours)")', () => {
    expect(numberingProblems(numberedHeadings(), read('README.md'))).toEqual([]);
  });

  describe('sections of our own', () => {
    const index = [
      '| §9   | Business constants and limits | [limits.md](limits.md)   |',
      '| §A1  | Comment reports (ours)        | [reports.md](reports.md) |',
    ].join('\n');
    const heading = (file: string, line: string): NumberedHeading => ({
      number: HEADING_NUMBER.exec(line)![1]!,
      file,
      line,
    });

    it('may follow the specification\'s, numbered A…, marked "(ours)" and listed in the index', () => {
      const headings = [
        heading('limits.md', '# 9 Business constants and limits'),
        heading('reports.md', '# A1 Comment reports (ours)'),
        heading('reports.md', '## A1.1 What moderators see (ours)'),
      ];
      expect(numberingProblems(headings, index)).toEqual([]);
    });

    it('may not take a number the specification does not have, or call its sections ours', () => {
      expect(numberingProblems([heading('limits.md', '## 9.1 Reports')], index)).toHaveLength(1);
      expect(numberingProblems([heading('limits.md', '# 9 Limits (ours)')], index)).toEqual([
        'limits.md: # 9 Limits (ours): a section of the specification is not ours',
      ]);
    });

    it('say they are ours, have one heading each, sit under their parent and are in the index', () => {
      const problems = (...lines: [string, string][]) =>
        numberingProblems(
          lines.map(([file, line]) => heading(file, line)),
          index,
        );
      expect(problems(['reports.md', '# A1 Comment reports'])).toEqual([
        'reports.md: # A1 Comment reports: a section of our own ends its heading with "(ours)"',
      ]);
      expect(
        problems(['reports.md', '# A1 Comment reports (ours)'], ['other.md', '# A1 Again (ours)']),
      ).toHaveLength(3);
      expect(problems(['reports.md', '## A2.1 Orphan (ours)'])).toEqual([
        'reports.md: ## A2.1 Orphan (ours): there is no §A2 to hold it',
      ]);
      expect(problems(['roles.md', '# A2 Unlisted (ours)'])).toEqual([
        'roles.md: # A2 Unlisted (ours): the index of README.md does not list §A2 with roles.md',
      ]);
      expect(problems(['roles.md', '# B1 Other letter (ours)'])).toEqual([
        'roles.md: # B1 Other letter (ours): a section of our own is numbered A1, A2, A1.1, …',
        'roles.md: # B1 Other letter (ours): the index of README.md does not list §B1 with roles.md',
      ]);
    });
  });

  it('lists every §8 text of SPEC.md verbatim, with its quotes, in errors.md', () => {
    const errors = read('errors.md');
    const missing = errorCatalogueTexts.filter((text) => !errors.includes(text));
    expect(missing).toEqual([]);
  });

  it('keeps the Latin letter of "преcет" rather than correcting it', () => {
    const errors = read('errors.md');
    expect(errors).toContain('пре\u0063ет');
    expect(errors).not.toContain('пре\u0441ет');
  });

  it('keeps each quoted text on one line, so a grep for the text finds it', () => {
    const split: string[] = [];
    for (const file of docFiles()) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          const quotes = line.match(/(?<!\\)"/g)?.length ?? 0;
          if (quotes % 2 !== 0) split.push(`${file}:${index + 1}: ${line}`);
        });
    }
    expect(split).toEqual([]);
  });

  describe('as the code cites it', () => {
    const files = codeFiles();
    // This test names the outside specification on purpose: it says where the numbers come from.
    const thisFile = 'tools/test/product-docs.test.ts';

    it('is what the code cites, never the specification outside the repository', () => {
      const outside = files.filter(
        (path) =>
          path !== thisFile && readFileSync(join(repositoryRoot, path), 'utf8').includes('SPEC.md'),
      );
      expect(outside).toEqual([]);
    });

    it('has a heading for every section number the code and the docs cite, ours included', () => {
      const numbers = new Set(numberedHeadings().map((heading) => heading.number));
      const cited = new Set<string>();
      for (const path of trackedTextFiles()) {
        for (const match of readRepositoryFile(path).matchAll(
          /docs\/product,? §([A-Z]?\d+(?:\.\d+)*)/g,
        ))
          cited.add(match[1]!);
      }
      expect(cited.size).toBeGreaterThan(0);
      expect([...cited].filter((number) => !numbers.has(number)).sort()).toEqual([]);
    });
  });
});

/** This file: it names the outside specification on purpose, to say where the numbers come from. */
const THIS_FILE = 'tools/test/product-docs.test.ts';

/**
 * The one file outside the repository a text may name: the specification docs/product restates.
 * docs/ names it where a page says what it restates or departs from; the code cites docs/product.
 */
const OUTSIDE_SPECIFICATION = 'SPEC.md';

/** The pages whose sections are cited by heading, `docs/architecture.md § Read models`. */
const PAGES_CITED_BY_SECTION = ['docs/architecture.md', 'docs/conventions.md'];

describe('what the repository cites', () => {
  const texts = new Map(trackedTextFiles().map((path) => [path, readRepositoryFile(path)]));

  it('reads the sources, configs and docs', () => {
    for (const path of ['README.md', 'eslint.config.mjs', 'docs/architecture.md', THIS_FILE])
      expect([...texts.keys()]).toContain(path);
  });

  it('cites only docs/ paths that exist', () => {
    const missing: string[] = [];
    for (const [path, text] of texts)
      for (const cited of citedDocsPaths(text))
        if (!citedPathExists(path, cited) && !adrByNumber(cited)) missing.push(`${path}: ${cited}`);
    expect(missing).toEqual([]);
  });

  it('names only markdown files the repository has, and the outside specification only in docs/', () => {
    const missing: string[] = [];
    for (const [path, text] of texts)
      for (const cited of citedMarkdownFiles(text)) {
        const specification = cited === OUTSIDE_SPECIFICATION;
        if (specification && (path.startsWith('docs/') || path === THIS_FILE)) continue;
        if (specification || !citedPathExists(path, cited)) missing.push(`${path}: ${cited}`);
      }
    expect(missing).toEqual([]);
  });

  it('links only to files and headings that exist, from every markdown file', () => {
    const broken: string[] = [];
    for (const [path, text] of texts) {
      if (!path.endsWith('.md')) continue;
      for (const { target, anchor } of markdownLinks(text)) {
        if (target !== '' && !citedPathExists(path, target, true)) {
          broken.push(`${path}: ${target}`);
          continue;
        }
        const page = target === '' ? path : join(path, '..', target);
        if (anchor === null || !page.endsWith('.md')) continue;
        if (!headingsOf(readRepositoryFile(page)).map(anchorOf).includes(anchor))
          broken.push(`${path}: ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites only sections of docs/architecture.md and docs/conventions.md that have a heading', () => {
    const unknown: string[] = [];
    for (const page of PAGES_CITED_BY_SECTION) {
      const headings = headingsOf(readRepositoryFile(page));
      for (const [path, text] of texts)
        for (const cited of unknownSections(text, page, headings))
          unknown.push(`${path}: ${page} § ${cited}…`);
    }
    expect(unknown).toEqual([]);
  });

  it("points at no numbered issue of a tracker the repository's readers cannot open", () => {
    const found: string[] = [];
    for (const [path, text] of texts)
      for (const reference of issueReferences(text))
        found.push(`${path}:${lineOf(text, text.indexOf(reference.split(' ')[0]!))}: ${reference}`);
    expect(found).toEqual([]);
  });

  describe('its checks catch what they are for', () => {
    // Built from pieces, so that this file itself cites nothing that is missing.
    const architecture = ['docs', 'architecture.md'].join('/');
    const headings = headingsOf(readRepositoryFile(architecture));

    it('finds a docs/ path that does not exist, and not an address or a word', () => {
      const missing = ['docs', 'adr', '0099-never-written.md'].join('/');
      expect(citedDocsPaths(`see ${missing}.`)).toEqual([missing]);
      expect(citedPathExists(THIS_FILE, missing)).toBe(false);
      expect(citedDocsPaths(`the docs test; GET /api/${'docs'}/openapi.json`)).toEqual([]);
      expect(citedDocsPaths(`(${['..', '..', 'docs', 'adr'].join('/')}/)`)).toEqual([
        '../../docs/adr',
      ]);
      expect(adrByNumber(['docs', 'adr', '0008'].join('/'))).toBe('0008-live-events.md');
      expect(adrByNumber(['docs', 'adr', '0099'].join('/'))).toBeNull();
    });

    it('finds a markdown file outside the repository', () => {
      const outside = ['ARCHITECTURE', 'md'].join('.');
      expect(citedMarkdownFiles(`(${outside}, "Fast paths")`)).toEqual([outside]);
      expect(citedPathExists('apps/api/src/x.ts', outside)).toBe(false);
      expect(citedMarkdownFiles('export const form = stack.md;')).toEqual([]);
      expect(citedPathExists('apps/api/src/x.ts', ['apps', 'api', 'README.md'].join('/'))).toBe(
        true,
      );
    });

    it('finds a link to a heading that is not there', () => {
      const elsewhere = ['..', 'x.md'].join('/');
      expect(markdownLinks(`[a](${elsewhere}#the-database) [b](https://example.org/y.md)`)).toEqual(
        [{ target: elsewhere, anchor: 'the-database' }],
      );
      const anchors = headings.map(anchorOf);
      expect(anchors).toContain('the-database');
      expect(anchors).not.toContain('fast-paths');
      expect(anchorOf('2.3 Project page')).toBe('23-project-page');
      expect(anchorOf('Requests: controller, service, repository')).toBe(
        'requests-controller-service-repository',
      );
    });

    it('finds a section by a heading the page does not have, also wrapped over comment lines', () => {
      expect(unknownSections(`(${architecture} § Fast paths)`, architecture, headings)).toEqual([
        'Fast paths)',
      ]);
      expect(
        unknownSections(`(${architecture} § Read models, § Budgets).`, architecture, headings),
      ).toEqual([]);
      expect(
        unknownSections(
          ` * (${architecture}\n * § Pages rendered on the\n * server, ADR 0011)`,
          architecture,
          headings,
        ),
      ).toEqual([]);
    });

    it('finds a numbered issue, also wrapped over comment lines, and not the word in code', () => {
      const issue = ['issue', '9'].join(' ');
      expect(issueReferences(`(${issue}'s budget)`)).toEqual([issue]);
      expect(issueReferences(`suggestions (${['issue', '\n * 22'].join('')})`)).toEqual([
        ['issue', '22'].join(' '),
      ]);
      expect(issueReferences(`${['Issues', '7 and 8'].join(' ')}`)).toHaveLength(1);
      const tissue = ['tis', 'sue 3'].join('');
      expect(issueReferences(`const [issue] = parsed.error.issues; issuer 12; ${tissue}`)).toEqual(
        [],
      );
    });
  });
});
