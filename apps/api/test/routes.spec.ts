import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { startTestApi, type TestApi } from './test-api';

/**
 * The routes a guest may call (docs/product §6 Anonymous: browse, view, login, register, restore), as
 * reviewed here. Every other route must answer 401 without a session, so a route added without a
 * decision, or made public by mistake, fails this test.
 */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/captcha',
  'POST /api/signup',
  'GET /api/registrationConfirm',
  'POST /api/login',
  'POST /api/login/google',
  'POST /api/logout',
  'POST /api/restorePassword',
  'POST /api/restorePassword/code',
  'POST /api/restorePassword/change',
  'GET /api/settings',
  'GET /api/profile/{id}',
  'GET /api/profileByUsername/{username}',
  'GET /api/novels',
  'GET /api/novels/{id}',
  'GET /api/novelByUrl/{url}',
  'GET /api/novels/{id}/info',
  'GET /api/filters',
  'GET /api/users/{username}/lists',
  'GET /api/users/{username}/ratings',
  'GET /api/novels/{id}/ratings',
  'GET /api/novels/{id}/similar',
  'GET /api/novels/{id}/recommendations',
  'GET /api/users/{username}/novels',
  'GET /api/lists/{listId}/{page}',
  'GET /api/mainPage',
  'GET /api/translators',
  'GET /api/translators/{id}',
  // Ours (docs/product §A1.6–A1.10).
  'GET /api/translations',
  'GET /api/translations/active',
  'GET /api/translations/{id}',
  'GET /api/translators/{id}/members',
  'GET /api/translationUpdates',
  'GET /api/novels/{id}/revisions',
  'GET /api/novels/{id}/revisions/diff',
  'GET /api/comments',
  'GET /api/posts',
  'GET /api/posts/{countId}',
  'GET /api/postsById/{id}',
  // Not Found to everyone but moderators (docs/product §2.2 /log), guests included.
  'GET /api/log',
  'GET /api/log/entries',
  // Ours (docs/product §A2.9): the log as everyone reads it.
  'GET /api/moderationLog',
  // Ours (docs/product §A7.3): the top bar's search box, on every page.
  'GET /api/search',
]);

const sampleParameters: Record<string, string> = {
  id: '0123456789abcdef01234567',
  username: 'nobody',
  userId: '0123456789abcdef01234568',
  url: 'no-such-project',
  listId: '0123456789abcdef01234568-read',
  page: '0',
  countId: '1',
  type: 'comment',
  value: 'true',
};

describe('every route is guarded or deliberately public', () => {
  let api: TestApi;
  let routes: string[];
  /** Routes whose body is multipart only (uploads): they refuse a JSON body before asking who calls. */
  const multipartOnly = new Set<string>();
  beforeAll(async () => {
    api = await startTestApi();
    const openApi = (await (await fetch(`${api.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    routes = Object.entries(openApi.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const route = `${method.toUpperCase()} ${path}`;
        const types = Object.keys(operation.requestBody?.content ?? {});
        if (types.length > 0 && !types.includes('application/json')) multipartOnly.add(route);
        return route;
      }),
    );
  });
  afterAll(() => api.close());

  it('lists the routes from the OpenAPI document, the public ones among them', () => {
    expect(routes.length).toBeGreaterThan(publicRoutes.size);
    for (const route of publicRoutes) expect(routes).toContain(route);
  });

  it('answers 401 to a guest on every route not listed as public, and not on the others', async () => {
    const guest = new HttpClient(api.baseUrl);
    const wrong: string[] = [];
    for (const route of routes) {
      const [method = 'GET', path = ''] = route.split(' ');
      const concrete = path.replace(
        /\{(\w+)\}/g,
        (_, name: string) => sampleParameters[name] ?? 'x',
      );
      const body =
        method === 'GET' ? {} : multipartOnly.has(route) ? { body: new FormData() } : { json: {} };
      const answer = await guest.call(method, concrete, body);
      const isPublic = publicRoutes.has(route);
      if (isPublic === (answer.status === 401)) wrong.push(`${route} → ${answer.status}`);
      expect(answer.status).toBeLessThan(500);
    }
    expect(wrong).toEqual([]);
  });
});
