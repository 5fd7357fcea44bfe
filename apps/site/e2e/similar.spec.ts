import type { SimilarTitles } from '@vn/domain';
import { expectNoAxeViolations, failOnPageErrors, WCAG_TAGS } from './support/checks';
import { demoProjectPath } from './support/demo-data';
import { secondPerson } from './support/second-person';
import { byViewport, projectPath, seedProject, tagOf } from './support/seed-projects';
import { signUpFreshUser } from './support/session';
import { expect, test } from './support/test';

/*
 * «Похожие» (docs/product §A6, ours) against the real API and the seeded database, on a desktop
 * and a phone: a guest scrolls to the block, reads why each project is there, and keeps those with
 * a complete translation. The lists are worked out in the background after the API starts.
 */

failOnPageErrors();

test('a guest reads why each similar project is there, and keeps those with a complete translation', async ({
  page,
  request,
}) => {
  const path = await demoProjectPath(request);
  const project = (await (
    await request.get(
      `/api/novelByUrl/${encodeURIComponent(decodeURIComponent(path.split('/')[2]!))}`,
    )
  ).json()) as { result: { _id: string } };
  const similarOf = async (query = '') =>
    (
      (await (await request.get(`/api/novels/${project.result._id}/similar${query}`)).json()) as {
        result: SimilarTitles;
      }
    ).result;
  await expect.poll(async () => (await similarOf()).builtAt, { timeout: 30_000 }).not.toBeNull();
  const expected = await similarOf();
  expect(expected.items.length).toBeGreaterThan(0);

  await page.goto(path);
  const section = page.getByRole('region', { name: 'Похожие' });
  await section.scrollIntoViewIfNeeded();
  const list = section.getByRole('list', { name: 'Похожие проекты' });
  await expect(list.getByRole('link')).toHaveCount(expected.items.length);
  const first = expected.items[0]!;
  await expect(list.getByRole('link').first()).toHaveText(first.project.name);
  await expect(list.getByRole('list', { name: `Почему «${first.project.name}»` })).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_TAGS });

  const complete = await similarOf('?translation=complete');
  await section.getByRole('button', { name: 'Только с полным переводом' }).click();
  await expect(section.getByRole('button', { name: 'Только с полным переводом' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  if (complete.items.length > 0) {
    await expect(list.getByRole('link')).toHaveCount(complete.items.length);
  } else {
    await expect(section.getByText('Нет похожих проектов с полным переводом')).toBeVisible();
  }
});

test('a reader recommends a project with a reason; another reader agrees', async ({
  page,
  browser,
}, testInfo) => {
  const tag = tagOf(testInfo);
  const from = await seedProject(page, byViewport(testInfo, { desktop: 16, mobile: 17 }));
  const to = await seedProject(page, byViewport(testInfo, { desktop: 18, mobile: 19 }));
  const toName = (
    (await (await page.request.get(`/api/novelByUrl/${encodeURIComponent(to.url)}`)).json()) as {
      result: { name: string };
    }
  ).result.name;
  await signUpFreshUser(page, tag);
  await page.goto(projectPath(from));
  const section = page.getByRole('region', { name: 'Похожие' });
  await section.scrollIntoViewIfNeeded();
  const form = section.getByRole('form', { name: 'Порекомендовать похожий проект' });
  const reason = `Обе про одно лето ${tag}`;
  // Both lists above the form have arrived: one coming in later would push the field down
  // mid-typing, and react-aria closes an open list on a scroll.
  await expect(
    section
      .getByRole('list', { name: 'Похожие проекты' })
      .or(section.getByText(/^Похожи[хе] проект(ов пока нет|ы ещё подбираются)$/)),
  ).toBeVisible();
  await expect(
    section
      .getByRole('list', { name: 'Рекомендации читателей' })
      .or(section.getByText('Пока никто не рекомендовал похожий проект')),
  ).toBeVisible();
  const search = form.getByRole('combobox', { name: /попробуйте/ });
  // Scrolled to first, and the scroll let through: react-aria closes an open list on a scroll, and
  // the field then forgets text that matched nothing yet.
  await search.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await search.fill(toName.slice(0, 12));
  await expect(page.getByRole('option', { name: toName, exact: true })).toBeVisible();
  // Chosen from the keyboard: a tap that scrolls the page first would close the list.
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await search.press('Enter');
  await expect(search).toHaveValue(toName);
  await form.getByRole('textbox', { name: 'Чем похожи' }).fill(reason);
  await form.getByRole('button', { name: 'Порекомендовать' }).click();
  const mine = section
    .getByRole('list', { name: 'Рекомендации читателей' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await expect(mine).toContainText(toName);
  // The page's own content: react-aria's live announcer (outside it) briefly holds a node that names
  // the chosen option by an id the closed list no longer has.
  await expectNoAxeViolations(page, { tags: WCAG_TAGS, include: 'main' });

  const other = await secondPerson(browser, testInfo);
  await signUpFreshUser(other, `${tag}b`);
  await other.goto(projectPath(from));
  const otherSection = other.getByRole('region', { name: 'Похожие' });
  await otherSection.scrollIntoViewIfNeeded();
  const theirs = otherSection
    .getByRole('list', { name: 'Рекомендации читателей' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await theirs.getByRole('button', { name: 'Согласен (0)', exact: true }).click();
  await expect(theirs.getByRole('button', { name: 'Согласен (1)', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await other.context().close();
});
