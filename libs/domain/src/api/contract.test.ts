import { describe, expect, it } from 'vitest';
import {
  listIdOf,
  novelsQuerySchema,
  translatorBodySchema,
  translatorFormSchema,
  translatorUpdateBodySchema,
} from './catalogue';
import { installRussianValidationMessages } from './validation-messages';
import { contractEndpoints } from './contract';
import { defineEndpoint } from './endpoint';
import { healthEndpoint } from './health';

describe('the HTTP contract', () => {
  it('lists every call once, with a method, a path and a response schema', () => {
    const all = contractEndpoints;
    const routes = all.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const endpoint of all) expect(endpoint.path).toMatch(/^\/api\//);
    expect(defineEndpoint(healthEndpoint)).toBe(healthEndpoint);
  });

  it('says who may call and how often in one place: permission, rateLimits and captcha', () => {
    for (const endpoint of contractEndpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      // Implied by the declarations (failureKindsOf), never written by hand beside them.
      expect(endpoint.errors ?? [], name).not.toContain('tooManyRequests');
      expect(endpoint.errors ?? [], name).not.toContain('captcha');
      if (endpoint.permission) expect(endpoint.errors ?? [], name).not.toContain('forbidden');
      if (endpoint.captcha) {
        expect(endpoint.body, name).toBeDefined();
        expect(Object.keys((endpoint.body as unknown as { shape: object }).shape), name).toEqual(
          expect.arrayContaining(['captchaId', 'captchaValue']),
        );
      }
      for (const limit of endpoint.rateLimits ?? []) {
        if (limit.per === 'user') expect(endpoint.public, name).not.toBe(true);
        if (limit.per === 'email' || limit.per === 'emailFromAddress') {
          expect(
            Object.keys((endpoint.body as unknown as { shape: object }).shape),
            name,
          ).toContain('email');
        }
      }
    }
  });

  it('reads catalogue list parameters comma-separated or repeated, and fills the defaults', () => {
    const query = novelsQuerySchema.parse({ tags: 'Романтика, Драма,', genres: ['Комедия', ''] });
    expect(query).toMatchObject({
      tags: ['Романтика', 'Драма'],
      genres: ['Комедия'],
      section: 'all',
      page: 0,
      limit: 30,
      sortBy: 'mostRecentDate',
      direction: 'desc',
      lengths: [],
    });
    expect(novelsQuerySchema.parse({ lengths: 'short,long', page: '2' })).toMatchObject({
      lengths: ['short', 'long'],
      page: 2,
    });
  });

  it('refuses unknown lengths, sorts and over-long lists', () => {
    expect(novelsQuerySchema.safeParse({ lengths: 'endless' }).success).toBe(false);
    expect(novelsQuerySchema.safeParse({ sortBy: 'views' }).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, index) => `tag${index}`).join(',');
    expect(novelsQuerySchema.safeParse({ tags: many }).success).toBe(false);
    expect(novelsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('names a reader list by user id and list', () => {
    expect(listIdOf('6650aa', 'read')).toBe('6650aa-read');
  });

  it('takes a translator group with links and projects', () => {
    expect(
      translatorBodySchema.parse({ name: ' Команда ', links: [{ link: 'https://example.test' }] }),
    ).toEqual({
      name: 'Команда',
      links: [{ link: 'https://example.test', description: '' }],
      novels: [],
    });
    expect(translatorBodySchema.safeParse({ name: '', links: [] }).success).toBe(false);
  });

  it("checks the staff's group form as the body, projects kept with their names", () => {
    installRussianValidationMessages();
    const values = {
      name: ' Осень ',
      links: [{ link: 'https://osen.example/', description: 'Сайт' }],
      novels: [{ _id: 'n1', name: 'Бесконечное лето' }],
    };
    expect(translatorFormSchema.parse(values)).toEqual({ ...values, name: 'Осень' });
    const refused = translatorFormSchema.safeParse({
      name: '',
      links: [{ link: 'не ссылка', description: '' }],
      novels: [],
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Не заполнено'],
      ['links.0.link', 'Недопустимая ссылка'],
    ]);
  });

  it('changes only what a group edit sends: a rename keeps the links and projects', () => {
    expect(translatorUpdateBodySchema.parse({ name: 'Новое имя' })).toEqual({ name: 'Новое имя' });
    expect(translatorUpdateBodySchema.parse({ novels: [] })).toEqual({ novels: [] });
    expect(translatorUpdateBodySchema.safeParse({ name: '' }).success).toBe(false);
    expect(translatorUpdateBodySchema.safeParse({ extra: 1 }).success).toBe(false);
  });
});
