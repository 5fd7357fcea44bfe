import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts, E2E_CAPTCHA_ANSWER } from './e2e-settings';

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

/** A new account of its own for one test (no other test writes as it). */
export interface FreshAccount {
  id: string;
  username: string;
  email: string;
}

/**
 * Signs up a new account through the API (the e2e server accepts the test captcha) and signs it in
 * in the page's browser context; `tag` keeps names apart across tests, projects and retries.
 */
export async function signUpFreshUser(page: Page, tag: string): Promise<FreshAccount> {
  const stamp = `${Date.now().toString(36)}${tag}`.slice(-20);
  const account = { username: `e2e${stamp}`, email: `e2e-${stamp}@example.test` };
  const password = 'e2e-password-1';
  const captcha = (await (await page.request.get('/api/captcha')).json()) as {
    result: { id: string };
  };
  const signUp = await page.request.post('/api/signup', {
    data: { ...account, password, captchaId: captcha.result.id, captchaValue: E2E_CAPTCHA_ANSWER },
  });
  if (!signUp.ok()) throw new Error(`Signing up ${account.email} failed: ${signUp.status()}`);
  const login = await page.request.post('/api/login', {
    data: { email: account.email, password },
  });
  if (!login.ok()) throw new Error(`Signing in ${account.email} failed: ${login.status()}`);
  const { result } = (await login.json()) as { result: { user: { _id: string } } };
  return { ...account, id: result.user._id };
}
