import type { APIRequestContext } from '@playwright/test';

/**
 * The page of the demo data's first project (the oldest), which has a poster: the same page on every
 * run. The newest projects are whatever the specs before created last (without posters, or with a
 * blurred background), so a page chosen by date changes with the specs that ran.
 */
export async function demoProjectPath(request: APIRequestContext): Promise<string> {
  const answer = await request.get(
    '/api/novels?section=novel&limit=1&sortBy=createdAt&direction=asc',
  );
  const { result } = (await answer.json()) as { result: { novels: { url: string }[] } };
  return `/novels/${encodeURIComponent(result.novels[0]!.url)}`;
}
