import { contractEndpoints } from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test-api';

describe('OpenAPI at /api/docs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('publishes the document with each call and its { result } schema from the contract', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths['/api/health']?.get;
    expect(health?.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['result'],
            properties: {
              result: {
                properties: {
                  status: { enum: ['ok', 'degraded'] },
                  db: { enum: ['ok', 'down'] },
                },
              },
            },
          },
        },
      },
    });
    expect(health?.responses['503']).toBeDefined();
  });

  it('documents every call of the contract (SPEC.md §7)', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = contractEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(documented.sort()).toEqual([...contract].sort());
  });

  it('serves the browsable documentation page', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});
