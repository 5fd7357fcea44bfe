import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from './e2e-settings';

/**
 * Signs a demo account in through the API; the session cookie lands in the page's browser context.
 * For tests whose subject is not the login page itself.
 */
export async function signInAs(
  page: Page,
  account: keyof typeof demoAccounts,
): Promise<{ email: string; username: string }> {
  const { email, username } = demoAccounts[account];
  const answer = await page.request.post('/api/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!answer.ok()) throw new Error(`Signing in as ${email} failed: ${answer.status()}`);
  return { email, username };
}

/** The names of the cards `GET /api/novels` answers for a query (what the grid must show). */
export async function cardNamesFromApi(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<{ names: string[]; count: number }> {
  const answer = await request.get(`/api/novels?${new URLSearchParams(query)}`);
  if (!answer.ok()) throw new Error(`GET /api/novels failed: ${answer.status()}`);
  const { result } = (await answer.json()) as {
    result: { novels: { name: string }[]; count: number };
  };
  return { names: result.novels.map((novel) => novel.name), count: result.count };
}
