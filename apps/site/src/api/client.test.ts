// @vitest-environment node
/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineEndpoint, healthEndpoint } from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, callEndpoint } from './client';

/** A real HTTP server answering the way the API does, one canned answer per path. */
const answers: Record<string, { status: number; body: string; statusText?: string }> = {
  '/api/health': { status: 200, body: JSON.stringify({ result: { status: 'ok', db: 'ok' } }) },
  '/api/missing': { status: 404, body: JSON.stringify({ message: 'Not Found' }) },
  '/api/proxy-error': { status: 502, body: '<html>upstream</html>', statusText: 'Bad Gateway' },
  '/api/wrong-shape': { status: 200, body: JSON.stringify({ result: { status: 'fine' } }) },
};

let server: Server;
let baseUrl: string;
const seenCredentialsHeaders: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seenCredentialsHeaders.push(String(request.headers['accept']));
    const answer = answers[request.url ?? ''] ?? { status: 500, body: '' };
    response.writeHead(answer.status, answer.statusText, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const endpointAt = (path: string) => defineEndpoint({ method: 'GET', path, response: z.unknown() });

describe('callEndpoint', () => {
  it('returns the validated result of { result }', async () => {
    await expect(callEndpoint(healthEndpoint, { baseUrl })).resolves.toEqual({
      status: 'ok',
      db: 'ok',
    });
    expect(seenCredentialsHeaders.at(-1)).toBe('application/json');
  });

  it('throws ApiError with the server message and status', async () => {
    const failure = callEndpoint(endpointAt('/api/missing'), { baseUrl });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Not Found', status: 404 });
  });

  it('falls back to the status text when the body is not { message }', async () => {
    await expect(callEndpoint(endpointAt('/api/proxy-error'), { baseUrl })).rejects.toMatchObject({
      message: 'Bad Gateway',
      status: 502,
    });
  });

  it('refuses a result that breaks the contract', async () => {
    const wrong = defineEndpoint({ ...healthEndpoint, path: '/api/wrong-shape' });
    await expect(callEndpoint(wrong, { baseUrl })).rejects.toThrow();
  });
});
