import type { Page, TestInfo } from '@playwright/test';
import type { ProjectRatings, ReaderRatings } from '@vn/domain';
import { expectNoAxeViolations, failOnPageErrors, WCAG_TAGS } from './support/checks';
import { byViewport, projectPath, tagOf } from './support/seed-projects';
import { signUpFreshUser } from './support/session';
import { expect, test } from './support/test';

/*
 * Open ratings (docs/product §A5, ours) against the real API and the seeded database, on a desktop
 * and a phone: a project page shows its votes as bars and explains its rating; a reader's vote
 * moves a bar; the reader's own ratings page shows the vote beside the site's rating. Each viewport
 * rates a project of its own with an account of its own.
 */

failOnPageErrors();

interface Card {
  _id: string;
  url: string;
  section: string;
  status: string;
  ratedUsers: number;
}

const ratable = (card: Card) => card.status !== 'inProcess' && card.status !== 'freeze';

/** A rated, ratable project of the seed that this viewport alone votes on. */
async function projectOfThisViewport(page: Page, testInfo: TestInfo): Promise<Card> {
  const answer = await page.request.get(
    '/api/novels?section=all&sortBy=name&direction=desc&limit=100',
  );
  const { result } = (await answer.json()) as { result: { novels: Card[] } };
  const candidates = result.novels.filter((card) => ratable(card) && card.ratedUsers >= 3);
  const project = candidates[byViewport(testInfo, { desktop: 10, mobile: 11 })];
  if (!project) throw new Error('The seed has too few rated projects');
  return project;
}

/** «Учтено 35 оценок, среднее 7.3», from the API's figures. */
const countedLine = (ratings: ProjectRatings) =>
  new RegExp(`^Учтен[оа] ${ratings.votes} оцен\\S+, среднее ${ratings.mean!.toFixed(1)}$`);

async function ratingsOf(page: Page, id: string): Promise<ProjectRatings> {
  const answer = await page.request.get(`/api/novels/${id}/ratings`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: ProjectRatings }).result;
}

test('a project page shows its votes as bars and how its rating is made; a reader’s vote moves a bar', async ({
  page,
}, testInfo) => {
  const reader = await signUpFreshUser(page, tagOf(testInfo));
  const project = await projectOfThisViewport(page, testInfo);
  const before = await ratingsOf(page, project._id);

  await page.goto(projectPath(project));
  const section = page.getByRole('region', { name: 'Оценки' });
  const bars = section.getByRole('list', { name: 'Оценки читателей' });
  await expect(bars.getByRole('listitem')).toHaveCount(10);
  await expect(bars.getByRole('listitem').first()).toContainText(`10: ${before.histogram[9]} `);
  await expect(section.getByText(countedLine(before))).toBeVisible();

  const how = section.getByRole('button', { name: 'Как считается' });
  await how.focus();
  await page.keyboard.press('Enter');
  await expect(how).toHaveAttribute('aria-expanded', 'true');
  // The formula in this project's numbers, ending in the site rating the API gives.
  await expect(
    section.getByText(
      new RegExp(
        `^\\(10 × [\\d.]+ \\+ \\d+\\) / \\(10 \\+ ${before.votes}\\) = ${before.siteRating!.toFixed(1)}$`,
      ),
    ),
  ).toBeVisible();
  await expect(section.getByText(/доля среднего каталога/)).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_TAGS });

  const answered = page.waitForResponse((answer) => answer.url().endsWith('/api/ratings'));
  await section
    .getByRole('radiogroup', { name: 'Моя оценка' })
    .getByText('10', { exact: true })
    .click();
  expect((await answered).ok()).toBe(true);
  await expect(bars.getByRole('listitem').first()).toContainText(
    `10: ${before.histogram[9]! + 1} `,
  );
  const after = await ratingsOf(page, project._id);
  await expect(section.getByText(countedLine(after))).toBeVisible();

  // The reader's own page: one vote of 10, beside the site rating of that project.
  await page.goto(`/ratings/${encodeURIComponent(reader.username)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Оценки' })).toBeVisible();
  const own = page.getByRole('list', { name: `Оценки ${reader.username}` });
  await expect(own.getByRole('listitem').first()).toContainText('10: 1 оценка');
  const stats = (await (
    await page.request.get(`/api/users/${encodeURIComponent(reader.username)}/ratings`)
  ).json()) as { result: ReaderRatings };
  expect(stats.result.comparison?.projects).toBe(1);
  await expect(page.getByText('Средняя оценка').locator('xpath=..')).toContainText('10.0');
  await expect(page.getByText(/оценивает в среднем на .* выше рейтинга сайта/)).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_TAGS });
});
