import type { SimilarTitles } from '@vn/domain';
import { expectNoAxeViolations, failOnPageErrors, WCAG_TAGS } from './support/checks';
import { demoProjectPath } from './support/demo-data';
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
