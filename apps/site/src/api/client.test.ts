// @vitest-environment node
/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { healthRoute, loginRoute, novelByUrlRoute, translatorsRoute, type Route } from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callAddress, callEndpoint } from './client';

/** A real HTTP server answering the way the API does, one canned answer per path. */
const answers: Record<string, { status: number; body: string; statusText?: string }> = {
  '/api/health': { status: 200, body: JSON.stringify({ result: { status: 'ok', db: 'ok' } }) },
  '/api/missing': { status: 404, body: JSON.stringify({ message: 'Not Found' }) },
  '/api/proxy-error': { status: 502, body: '<html>upstream</html>', statusText: 'Bad Gateway' },
  '/api/login': { status: 401, body: JSON.stringify({ message: 'Unauthorized' }) },
};

let server: Server;
let baseUrl: string;
const seen: { method?: string; accept?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method,
        accept: request.headers['accept'],
        contentType: request.headers['content-type'],
        body,
      });
      // Answered once the request is read, so a test sees it recorded when its call settles.
      const answer = answers[request.url ?? ''] ?? { status: 500, body: '' };
      response.writeHead(answer.status, answer.statusText, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const routeAt = (path: string): Route => ({ method: 'GET', path });

describe('callEndpoint', () => {
  it('returns the result of { result }', async () => {
    await expect(callEndpoint(healthRoute, { baseUrl })).resolves.toEqual({
      status: 'ok',
      db: 'ok',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', accept: 'application/json', body: '' });
  });

  it("sends a JSON body with the route's method", async () => {
    const credentials = { email: 'reader@example.com', password: 'wrong-password' };
    await expect(callEndpoint(loginRoute, { baseUrl, body: credentials })).rejects.toMatchObject({
      status: 401,
    });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      accept: 'application/json',
      contentType: 'application/json',
      body: JSON.stringify(credentials),
    });
  });

  it('throws ApiError with the server message and status', async () => {
    const failure = callEndpoint(routeAt('/api/missing'), { baseUrl });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Not Found', status: 404 });
  });

  it('falls back to the status text when the body is not { message }', async () => {
    await expect(callEndpoint(routeAt('/api/proxy-error'), { baseUrl })).rejects.toMatchObject({
      message: 'Bad Gateway',
      status: 502,
    });
  });

  it("takes a call's path parameters and query as its endpoint names them", () => {
    expect(callAddress(novelByUrlRoute, { params: { url: 'лето' } })).toBe(
      '/api/novelByUrl/%D0%BB%D0%B5%D1%82%D0%BE',
    );
    expect(callAddress(translatorsRoute, { query: { page: 2, search: 'группа' } })).toBe(
      '/api/translators?page=2&search=%D0%B3%D1%80%D1%83%D0%BF%D0%BF%D0%B0',
    );
    // The type check (npm test's types stage) holds these to the endpoints.
    // @ts-expect-error: the project page's call has no parameter `id`.
    expect(() => callAddress(novelByUrlRoute, { params: { id: 'x' } })).toThrow(
      'no value for {url}',
    );
    // @ts-expect-error: the translators list has no query field `sort`.
    expect(callAddress(translatorsRoute, { query: { sort: 'name' } })).toBe(
      '/api/translators?sort=name',
    );
  });
});
