import type { Page, TestInfo } from '@playwright/test';
import type { ListsExport } from '@vn/domain';
import { readFile } from 'node:fs/promises';
import { failOnPageErrors } from './support/checks';
import { secondPerson } from './support/second-person';
import { byViewport, tagOf } from './support/seed-projects';
import { signUpFreshUser } from './support/session';
import { expect, test } from './support/test';

/*
 * Lists that travel (docs/product §A5.5, ours) against the real API and the seeded database, on a
 * desktop and a phone: a reader's lists downloaded as JSON from their lists page, imported by another
 * fresh reader in two steps (check, then import), whose lists page then shows the same. Each viewport
 * rates projects of its own (this spec's indexes: 14 and 34 on a desktop, 15 and 35 on a phone,
 * among the ratable projects by name) with accounts of its own.
 */

failOnPageErrors();

interface Card {
  _id: string;
  name: string;
  status: string;
}

/** Two ratable projects of the seed that this viewport alone marks here. */
async function projectsOfThisViewport(page: Page, testInfo: TestInfo): Promise<[Card, Card]> {
  const answer = await page.request.get(
    '/api/novels?section=all&sortBy=name&direction=asc&limit=100',
  );
  const { result } = (await answer.json()) as { result: { novels: Card[] } };
  const ratable = result.novels.filter(
    (card) => card.status !== 'inProcess' && card.status !== 'freeze',
  );
  const index = byViewport(testInfo, { desktop: 14, mobile: 15 });
  const [first, second] = [ratable[index], ratable[index + 20]];
  if (!first || !second) throw new Error('The seed has too few ratable projects');
  return [first, second];
}

async function post(page: Page, path: string, data: object): Promise<void> {
  const answer = await page.request.post(path, { data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The reader's own lists page with «Перенос списков» opened. */
async function openTransfer(page: Page) {
  await page.goto('/lists');
  await expect(page.getByRole('heading', { name: 'Списки', level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Перенос списков' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const part = page.getByRole('region', { name: 'Перенос списков' });
  await expect(part.getByRole('button', { name: 'Скачать JSON' })).toBeVisible();
  return part;
}

/** The lists page's tabs, each «Список (N)». */
async function tabsOf(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist', { name: 'Списки пользователя' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  return tabs.allInnerTexts();
}

test('a reader’s lists downloaded as JSON and imported by another reader give the same lists', async ({
  page,
  browser,
}, testInfo) => {
  const tag = tagOf(testInfo);
  const source = await signUpFreshUser(page, `${tag}a`);
  const [listed, rated] = await projectsOfThisViewport(page, testInfo);
  await post(page, '/api/addtolist', { novel: listed._id, list: 'read' });
  await post(page, '/api/ratings', { novel: listed._id, rating: 8 });
  await post(page, '/api/ratings', { novel: rated._id, rating: 6 });

  const part = await openTransfer(page);
  const downloading = page.waitForEvent('download');
  await part.getByRole('button', { name: 'Скачать JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^vn-lists-${source.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8')) as ListsExport;
  expect(exported).toMatchObject({ format: 'vn-reading-lists', username: source.username });
  expect(exported.records.map((record) => record.projectId).sort()).toEqual(
    [listed._id, rated._id].sort(),
  );
  const sourceTabs = await tabsOf(page);
  expect(sourceTabs).toContain('Прочитано (1)');
  expect(sourceTabs).toContain('Оценённые (2)');

  const other = await secondPerson(browser, testInfo);
  await signUpFreshUser(other, `${tag}b`);
  const importPart = await openTransfer(other);
  await expect(importPart.getByText('Файл не выбран')).toBeVisible();
  const choosing = other.waitForEvent('filechooser');
  await importPart.getByRole('button', { name: 'Выбрать файл для импорта' }).click();
  await (await choosing).setFiles(file);
  await expect(importPart.getByText(/^Выбран файл: vn-lists-/)).toBeVisible();

  await importPart.getByRole('button', { name: 'Проверить файл' }).click();
  const changes = importPart.getByRole('table', { name: 'Что изменится' });
  await expect(
    changes.getByRole('row', {
      name: new RegExp(listed.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    }),
  ).toContainText('Прочитано');
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(importPart.getByRole('table', { name: 'Не перенесено' })).toHaveCount(0);
  // Nothing is written before the import.
  expect(await tabsOf(other)).not.toContain('Оценённые (2)');

  await importPart.getByRole('button', { name: 'Импортировать 2 записи' }).click();
  await expect(
    importPart.getByText('Импорт завершён: записано 2, без изменений 0, пропущено 0.'),
  ).toBeVisible();
  await expect
    .poll(() => tabsOf(other), { message: 'the importer’s lists follow the import' })
    .toEqual(sourceTabs);

  await other.reload();
  expect(await tabsOf(other)).toEqual(sourceTabs);
  await other.getByRole('tab', { name: 'Прочитано (1)' }).click();
  await expect(other.getByText(listed.name, { exact: true }).first()).toBeVisible();
  await other.context().close();
});
