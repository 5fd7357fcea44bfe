import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps docs/product honest. The code cites SPEC.md by section number; docs/product keeps
 * those numbers so the citations can be re-pointed, so each number must have exactly one heading, in
 * the file the index names. The §8 texts are the product's interface texts and must stay verbatim.
 * Nothing is read from outside the repository: the texts are written out below.
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

/** Headings that start with a section number: `## 2.3 Project page`, `# 4 States and transitions`. */
function numberedHeadings(): { number: string; file: string; line: string }[] {
  const found: { number: string; file: string; line: string }[] = [];
  for (const file of docFiles()) {
    for (const line of read(file).split('\n')) {
      const match = /^#{1,6} (\d+(?:\.\d+)*)\.? /.exec(line);
      if (match?.[1]) found.push({ number: match[1], file, line });
    }
  }
  return found;
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

  it('numbers no heading that SPEC.md does not have, so no citation can point at an invented one', () => {
    const unknown = numberedHeadings().filter((heading) => !(heading.number in sectionFiles));
    expect(unknown).toEqual([]);
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

  it('links only to files that exist', () => {
    const broken: string[] = [];
    for (const file of docFiles()) {
      for (const match of read(file).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        const target = match[1];
        if (!target || /^[a-z]+:/.test(target)) continue;
        if (!existsSync(join(dirname(join(docsDir, file)), target)))
          broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
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

    it('has a heading for every section number the code cites', () => {
      const cited = new Set<string>();
      for (const path of files) {
        const text = readFileSync(join(repositoryRoot, path), 'utf8');
        for (const match of text.matchAll(/docs\/product,? §(\d+(?:\.\d+)*)/g))
          cited.add(match[1]!);
      }
      expect(cited.size).toBeGreaterThan(0);
      expect([...cited].filter((number) => !(number in sectionFiles)).sort()).toEqual([]);
    });
  });
});
