import type { Page, TestInfo } from '@playwright/test';
import { expect } from './test';

/** A project of the seed as the catalogue answers it: enough to open its page and comment on it. */
export interface SeedProject {
  _id: string;
  url: string;
  section: string;
}

/**
 * A tag that keeps this test's names and texts apart from every other run's: the viewport's initial,
 * the worker and the retry.
 */
export const tagOf = (testInfo: TestInfo) =>
  `${testInfo.project.name[0]}${testInfo.workerIndex}${testInfo.retry}`;

/**
 * The seed's project at `index` of the catalogue by name. A spec that writes on a project takes
 * indexes no other spec takes, one for each viewport (`byViewport`), so no two runs meet on it.
 */
export async function seedProject(
  page: Page,
  index: number,
  direction: 'asc' | 'desc' = 'asc',
): Promise<SeedProject> {
  const answer = await page.request.get(
    `/api/novels?section=all&sortBy=name&direction=${direction}`,
  );
  const { result } = (await answer.json()) as { result: { novels: SeedProject[] } };
  const project = result.novels[index];
  if (!project) throw new Error('The seed has too few projects');
  return project;
}

/** The desktop's or the mobile viewport's index, as this test runs. */
export const byViewport = (testInfo: TestInfo, indexes: { desktop: number; mobile: number }) =>
  testInfo.project.name === 'mobile' ? indexes.mobile : indexes.desktop;

/** A project's page: /novels/{url} or /games/{url} by its section. */
export const projectPath = (project: Pick<SeedProject, 'section' | 'url'>) =>
  `/${project.section === 'novel' ? 'novels' : 'games'}/${encodeURIComponent(project.url)}`;

/** Posts a comment as the page's signed-in reader and answers its id. */
export async function postComment(page: Page, body: Record<string, unknown>): Promise<string> {
  const answer = await page.request.post('/api/comments', { data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { result } = (await answer.json()) as { result: { comment: { _id: string } } };
  return result.comment._id;
}
