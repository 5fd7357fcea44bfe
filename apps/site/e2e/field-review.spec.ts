import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { changeStatus } from './support/drafts';
import { writeInto } from './support/editor';
import { secondPerson } from './support/second-person';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

/*
 * Reviewing an edit field by field (docs/product §A4, ours) against the real API and the seeded
 * database, desktop and phone: a reader proposes an edit of three fields in the project form; the
 * project changes meanwhile; a moderator accepts two and returns the third with a reason; the
 * project shows the two and keeps the change made meanwhile; the author revises the third and it
 * is applied. Names carry the project's name and the time, so the two viewports never meet.
 */

failOnPageErrors();

const stampOf = (testInfo: TestInfo) =>
  `${testInfo.project.name[0]}${Date.now().toString(36)}${testInfo.retry}`;

interface ApiProject {
  _id: string;
  url: string;
  name: string;
  status: string;
  alternativeNames: string[];
  description: string;
}

async function projectOf(page: Page, id: string): Promise<ApiProject> {
  const answer = await page.request.get(`/api/novels/${id}`);
  return ((await answer.json()) as { result: ApiProject }).result;
}

/** A project of the moderator's own, made and applied through the API. */
async function newProject(moderator: Page, stamp: string): Promise<ApiProject> {
  const made = await moderator.request.post('/api/drafts/novels', {
    data: {
      value: {
        name: `Ревью ${stamp}`,
        url: `review-${stamp.toLowerCase()}`,
        description: 'Первое описание.',
        status: 'done',
      },
    },
  });
  const draftId = ((await made.json()) as { result: { _id: string } }).result._id;
  const applied = await moderator.request.put(`/api/drafts/${draftId}/status`, {
    data: { status: 'applied' },
  });
  expect(applied.ok()).toBe(true);
  const page = await moderator.request.get(`/api/novelByUrl/review-${stamp.toLowerCase()}`);
  return ((await page.json()) as { result: ApiProject }).result;
}

/** The moderator's own edit of the status, applied at once, as the project's page would send it. */
async function changeStatusOfProject(moderator: Page, project: ApiProject, status: string) {
  const page = await moderator.request.get(`/api/novels/${project._id}`);
  const loaded = ((await page.json()) as { result: Record<string, unknown> }).result;
  const fields = ['name', 'url', 'alternativeNames', 'section', 'description', 'status'];
  const value = Object.fromEntries(fields.map((field) => [field, loaded[field]]));
  const made = await moderator.request.post('/api/drafts/novels', {
    data: { _id: project._id, value: { ...value, status }, base: value },
  });
  const draftId = ((await made.json()) as { result: { _id: string } }).result._id;
  const applied = await moderator.request.put(`/api/drafts/${draftId}/status`, {
    data: { status: 'applied' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
}

/** A proposed field's card on the review screen; its choices are pressed by their labels, as a person does. */
const fieldCard = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Предложенные поля' }).getByRole('listitem', { name: label });

test('a reader’s edit of three fields: two accepted, one returned with its reason and sent again; a change made meanwhile stays', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = stampOf(testInfo);
  const moderator = await secondPerson(browser, testInfo);
  try {
    await signInAs(moderator, 'moderator');
    const project = await newProject(moderator, stamp);

    // The reader opens the form: it loads the project as it now is (the draft's base).
    await signInAs(page, 'reader');
    await page.goto(`/edit/novel/${project._id}`);
    const name = page.getByRole('textbox', { name: 'Название' });
    await expect(name).toHaveValue(project.name);

    // Meanwhile a moderator marks the project as in progress.
    await changeStatusOfProject(moderator, project, 'inProcess');

    const newName = `${project.name} (новое)`;
    await name.fill(newName);
    await page.getByRole('textbox', { name: 'Другие названия' }).fill(`Review ${stamp}`);
    await writeInto(page.getByRole('textbox', { name: 'Описание' }), ' Без источника.');
    await page.getByRole('button', { name: 'Отправить на ревью' }).click();
    await expect(page).toHaveURL(/\/drafts\/[0-9a-f]{24}$/);
    const draftPath = new URL(page.url()).pathname;

    // The moderator reviews it field by field.
    await moderator.goto(`${draftPath}/review`);
    await expect(
      moderator.getByRole('heading', { level: 1, name: /^Проверка по полям/ }),
    ).toBeVisible();
    await expect(moderator.getByText(/останется как есть: «Статус»/)).toBeVisible();
    await expect(fieldCard(moderator, 'Название').locator('ins')).toContainText('новое');
    await expect(fieldCard(moderator, 'Описание').locator('ins')).toContainText('Без источника');
    await expectNoAxeViolations(moderator);

    await fieldCard(moderator, 'Название').getByText('Принять', { exact: true }).click();
    await fieldCard(moderator, 'Другие названия').getByText('Принять', { exact: true }).click();
    const description = fieldCard(moderator, 'Описание');
    await description.getByText('Отклонить', { exact: true }).click();
    await description.getByRole('button', { name: /Причина/ }).click();
    await moderator.getByRole('option', { name: 'Нет источника' }).click();
    await description
      .getByRole('textbox', { name: 'Пояснение для автора' })
      .fill('Укажите, откуда это');
    await moderator.getByRole('button', { name: 'Применить решения' }).click();
    await expect(
      moderator.getByText('Принятые поля применены, остальные возвращены автору'),
    ).toBeVisible();
    await expect(moderator).toHaveURL(draftPath);

    // The project shows the two accepted fields and keeps the status set meanwhile.
    const reviewed = await projectOf(moderator, project._id);
    expect(reviewed).toMatchObject({
      name: newName,
      alternativeNames: [`Review ${stamp}`],
      status: 'inProcess',
    });
    expect(reviewed.description).not.toContain('Без источника');

    // The author finds the description returned, revises it and sends it again.
    const back = await page.request.get(`/api/drafts${draftPath.slice('/drafts'.length)}`);
    const returned = ((await back.json()) as { result: { status: string; review: unknown } })
      .result;
    expect(returned).toMatchObject({
      status: 'created',
      review: { rejected: [{ field: 'description', reason: 'unsourced' }] },
    });
    await page.goto(`/edit/draft/${draftPath.split('/').pop() ?? ''}`);
    await expect(page.getByRole('textbox', { name: 'Название' })).toHaveValue(newName);
    await writeInto(page.getByRole('textbox', { name: 'Описание' }), ' Источник: сайт студии.');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page).toHaveURL(draftPath);
    await changeStatus(page, 'Отправить на ревью');

    // Only the description is proposed now; accepting it applies the draft.
    await moderator.goto(`${draftPath}/review`);
    await expect(fieldCard(moderator, 'Описание')).toBeVisible();
    await expect(fieldCard(moderator, 'Название')).toHaveCount(0);
    await fieldCard(moderator, 'Описание').getByText('Принять', { exact: true }).click();
    await moderator.getByRole('button', { name: 'Применить решения' }).click();
    await expect(moderator).toHaveURL(new RegExp(`/novels/${project.url}$`));
    await expect(moderator.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    const final = await projectOf(moderator, project._id);
    expect(final.description).toContain('Источник: сайт студии.');
    expect(final).toMatchObject({ status: 'inProcess', alternativeNames: [`Review ${stamp}`] });
  } finally {
    await moderator.context().close();
  }
});
