import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageReads } from './page-reads';

/*
 * A page's reads over a real Fastify server's `inject`, as the site server asks them: a call for
 * signed-in readers is not asked for a visitor without cookies (it could only be refused, and on a
 * cold guest page that cost more than the page's other reads together), and is asked with one.
 */
describe('PageReads', () => {
  let server: FastifyInstance;
  const asked: string[] = [];

  beforeAll(async () => {
    server = Fastify();
    server.get('/api/translationFollows', async (request, reply) => {
      asked.push(request.url);
      if (!request.headers.cookie) return reply.code(401).send({ message: 'Требуется вход' });
      return { result: { follows: [] } };
    });
    server.get('/api/novels/by-url/:url', async (request) => {
      asked.push(request.url);
      return { result: { name: 'Лето' } };
    });
    await server.ready();
  });
  afterAll(() => server.close());

  const visitor = (cookie?: string) =>
    ({ headers: cookie ? { cookie } : {}, ip: '127.0.0.1' }) as unknown as FastifyRequest;
  const follows = { method: 'GET', path: '/api/translationFollows' } as const;
  const project = { method: 'GET', path: '/api/novels/by-url/{url}', public: true } as const;

  it('does not ask a call for signed-in readers for a visitor without cookies', async () => {
    asked.length = 0;
    const reads = new PageReads(server, visitor());
    expect(await reads.read(follows)).toBeUndefined();
    expect(await reads.read(project, { params: { url: 'leto' } })).toEqual({ name: 'Лето' });
    expect(asked).toEqual(['/api/novels/by-url/leto']);
    expect(reads.json()).not.toContain('translationFollows');
  });

  it('asks it, with the cookie, for a visitor who has one', async () => {
    asked.length = 0;
    const reads = new PageReads(server, visitor('session=abc'));
    expect(await reads.read(follows)).toEqual({ follows: [] });
    expect(asked).toEqual(['/api/translationFollows']);
  });
});
