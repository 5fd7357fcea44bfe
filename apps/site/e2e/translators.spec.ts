import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { expect, test } from './support/test';
import { projectPath, tagOf as runTag } from './support/seed-projects';
import { signInAs } from './support/session';

/*
 * Translator groups (docs/product §2.2 /translators, /translators/{id}) against the real API
 * and the seeded database, on a desktop and a mobile viewport. The seed's groups are only read; the
 * group a test writes is its own, named apart per viewport, worker and retry.
 */

interface Card {
  _id: string;
  url: string;
  name: string;
  section: string;
}
interface Group {
  _id: string;
  url: string;
  name: string;
  novelsCount: number;
}

const tagOf = (testInfo: TestInfo) => `${runTag(testInfo)}${Date.now() % 100_000}`;

/** A seeded group with projects, and one of its projects (its translation names the group). */
async function aSeededGroupWithProject(page: Page): Promise<{ group: Group; project: Card }> {
  const list = await page.request.get('/api/translators?page=0');
  const { result } = (await list.json()) as { result: { translators: Group[] } };
  const group = result.translators.find((each) => each.novelsCount > 0);
  if (!group) throw new Error('The seed has no translator group with projects');
  const answer = await page.request.get(`/api/translators/${group._id}`);
  const { novels } = ((await answer.json()) as { result: { novels: Card[] } }).result;
  return { group, project: novels[0]! };
}

test.describe('translator groups', () => {
  failOnPageErrors();

  test("a guest opens a translator's page from a project's translation card", async ({ page }) => {
    const { group, project } = await aSeededGroupWithProject(page);
    await page.goto(projectPath(project));
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    const translation = page.getByRole('article', { name: `Перевод: ${group.name}` }).first();
    await translation.getByRole('link', { name: group.name, exact: true }).click();

    await expect(page).toHaveURL(`/translators/${encodeURIComponent(group.url)}`);
    await expect(page.getByRole('heading', { level: 1, name: group.name })).toBeVisible();
    const projects = page.getByRole('table', { name: 'Проекты группы' });
    await expect(projects.getByRole('link', { name: project.name, exact: true })).toHaveAttribute(
      'href',
      projectPath(project),
    );
    await expectNoAxeViolations(page);

    // The address names the group by its url; an unknown one is the not-found page.
    await page.goto('/translators/no-such-group-at-all');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });

  test('a moderator creates a translator group, edits it, finds it in the list, deletes it', async ({
    page,
  }, testInfo) => {
    const tag = tagOf(testInfo);
    const name = `Группа e2e ${tag}`;
    const renamed = `Группа e2e ${tag} исправленная`;
    const { project } = await aSeededGroupWithProject(page);
    await signInAs(page, 'moderator');
    await page.goto('/translators');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Переводчики и группы переводчиков' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Добавить группу' }).click();
    const create = page.getByRole('dialog', { name: 'Новая группа переводчиков' });
    await create.getByRole('textbox', { name: 'Название' }).fill(name);
    await create.getByRole('button', { name: 'Добавить ссылку' }).click();
    await create.getByRole('textbox', { name: 'Ссылка 1' }).fill('https://e2e.example/group');
    await create.getByRole('textbox', { name: 'Описание ссылки 1' }).fill('Сайт группы');
    await create.getByRole('combobox', { name: 'Добавить проект' }).fill(project.name);
    const option = page.getByRole('option', { name: project.name, exact: true }).first();
    // The list slides in: a tap before it has settled would scroll the page, which closes it.
    await expect(option).toBeInViewport({ ratio: 1 });
    await option.click();
    await expect(create.getByRole('list', { name: 'Проекты группы' })).toContainText(project.name);
    await create.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Группа добавлена')).toBeVisible();
    await expect(create).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Поиск по названию' });
    const searched = () => new URL(page.url()).searchParams.get('search');
    await search.fill(name);
    await expect.poll(searched).toBe(name);
    const cards = page.getByRole('list', { name: 'Группы переводчиков' });
    await expect(cards.getByRole('link')).toHaveText([name]);
    await expect(cards).toContainText('1 проект');

    await page.getByRole('button', { name: `Редактировать группу «${name}»` }).click();
    const edit = page.getByRole('dialog', { name: 'Редактирование группы' });
    const nameField = edit.getByRole('textbox', { name: 'Название' });
    await expect(nameField).toHaveValue(name);
    await nameField.fill(renamed);
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Группа сохранена')).toBeVisible();
    await expect(edit).toBeHidden();

    await search.fill(renamed);
    await expect.poll(searched).toBe(renamed);
    await expect(cards.getByRole('link')).toHaveText([renamed]);
    await cards.getByRole('link', { name: renamed }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Сайт группы' })).toHaveAttribute(
      'href',
      'https://e2e.example/group',
    );
    await expect(
      page.getByRole('table', { name: 'Проекты группы' }).getByRole('link', { name: project.name }),
    ).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: `Удалить группу «${renamed}»` }).click();
    const question = page.getByRole('alertdialog', { name: `Удалить группу «${renamed}»?` });
    await question.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Группа удалена')).toBeVisible();
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
  });
});
