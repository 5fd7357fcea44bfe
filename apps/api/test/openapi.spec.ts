import { contractEndpoints, errorKinds, failureKindsOf, pathPlaceholders } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './test-api';

describe('OpenAPI at /api/docs', () => {
  const api = useTestApi();

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

  it('documents every call of the contract (docs/product §7)', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = contractEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(documented.sort()).toEqual([...contract].sort());
  });

  it('gives a call its description from the contract, saying when the call is ours', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const described = contractEndpoints.filter((endpoint) => endpoint.description);
    expect(described.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toContain(
      'DELETE /api/posts/{countId}',
    );
    for (const endpoint of described) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.description).toBe(endpoint.description);
    }
    expect(document.paths['/api/posts/{countId}']?.['delete']?.description).toMatch(/^Ours: /);
  });

  it('resolves every $ref of the document inside the document', async () => {
    const document = (await (
      await fetch(`${api.baseUrl}/api/docs/openapi.json`)
    ).json()) as unknown;
    const unresolved: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        node.forEach((item, index) => walk(item, `${at}/${index}`));
        return;
      }
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (
          key === '$ref' &&
          typeof value === 'string' &&
          resolvePointer(document, value) === undefined
        ) {
          unresolved.push(`${at}: ${value}`);
        }
        walk(value, `${at}/${key}`);
      }
    };
    walk(document, '#');
    expect(unresolved).toEqual([]);
  });

  it('publishes the body media types each call takes, and the file fields of an upload', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const typesOf = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.requestBody?.content ?? {}).sort();
    expect(typesOf('/api/login', 'post')).toEqual(['application/json']);
    expect(typesOf('/api/messages', 'post')).toEqual(['application/json', 'multipart/form-data']);
    expect(typesOf('/api/uploadImage/comment', 'post')).toEqual(['multipart/form-data']);
    expect(
      document.paths['/api/uploadImage/userBG']?.['post']?.requestBody?.content[
        'multipart/form-data'
      ],
    ).toEqual({
      schema: {
        type: 'object',
        properties: { image: { type: 'string', format: 'binary' } },
        required: ['image'],
      },
    });
  });

  it("documents each path's parameters from the contract's params schema", async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>
      >;
    };
    const undocumented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const documented = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path' && parameter.required === true)
          .map((parameter) => parameter.name)
          .sort();
        const placeholders = pathPlaceholders(path).sort();
        return documented.join() === placeholders.join()
          ? []
          : [`${method.toUpperCase()} ${path}: ${documented.join(', ')}`];
      }),
    );
    expect(undocumented).toEqual([]);
    const novel = document.paths['/api/novels/{id}']?.['get']?.parameters?.find(
      (parameter) => parameter.name === 'id',
    );
    expect(novel).toMatchObject({
      in: 'path',
      schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
    });
  });

  it('lists what each call can fail with, by kind, each answering { message }', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { description?: string; content?: unknown }> }>
      >;
    };
    const responsesOf = (method: string, path: string) =>
      document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
    const missing = contractEndpoints.flatMap((endpoint) => {
      const responses = responsesOf(endpoint.method, endpoint.path);
      return failureKindsOf(endpoint)
        .filter((kind) => {
          const response = responses[String(errorKinds[kind].status)];
          return !response?.description?.startsWith(`${kind}:`) || !response.content;
        })
        .map((kind) => `${endpoint.method} ${endpoint.path}: ${kind}`);
    });
    expect(missing).toEqual([]);
    const statuses = (method: string, path: string) =>
      Object.keys(responsesOf(method, path)).sort();
    // A write also answers 403 to another site, and any call 503 while the database is away.
    expect(statuses('POST', '/api/login')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '429',
      '503',
    ]);
    expect(statuses('GET', '/api/novels/{id}')).toEqual(['200', '400', '404', '503']);
    expect(statuses('PUT', '/api/drafts/{id}/status')).toEqual(
      expect.arrayContaining(['401', '403', '404', '409']),
    );
  });

  it('serves the browsable documentation page', async () => {
    const response = await fetch(`${api.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });
});

/** The value a local JSON pointer (`#/a/b`) names in a document, or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
