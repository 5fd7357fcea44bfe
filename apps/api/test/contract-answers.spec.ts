import { Controller, Module } from '@nestjs/common';
import { defineEndpoint } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Route } from '../src/platform/http/route';
import { SerializedResult } from '../src/platform/http/serialized-result';
import { useTestApi } from './test-api';

/** Endpoints that exist only in this test: one answers on contract, the others off it. */
const countEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/test-contract/{kind}',
  public: true,
  response: z.object({ count: z.number().int(), at: z.string() }),
});
const defaultsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/test-contract-defaults/{kind}',
  public: true,
  response: z.object({ likes: z.number().default(0) }),
});
const serializedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/test-contract-serialized/{kind}',
  public: true,
  response: z.array(z.string()),
});

@Controller()
class ContractAnswersController {
  @Route(countEndpoint)
  count() {
    // A Date is on contract as the string JSON makes of it.
    return { count: 3, at: new Date(0) };
  }

  @Route(defaultsEndpoint)
  defaults() {
    // The site does not parse: without `likes` it would read undefined, not the default 0.
    return {};
  }

  @Route(serializedEndpoint)
  serialized() {
    return SerializedResult.of([1, 2]);
  }
}

@Module({ controllers: [ContractAnswersController] })
class ContractAnswersModule {}

/** In tests every answer is held to its endpoint's response schema (the site does not parse). */
describe('answers checked against the contract', () => {
  const api = useTestApi({ extraImports: [ContractAnswersModule] });

  it('lets an answer on contract through, read as JSON', async () => {
    const response = await fetch(`${api.baseUrl}/api/test-contract/any`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: { count: 3, at: '1970-01-01T00:00:00.000Z' },
    });
  });

  it('answers 500, without details, when a handler breaks the contract', async () => {
    for (const path of ['/api/test-contract-serialized/any', '/api/test-contract-defaults/any']) {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.status, path).toBe(500);
      expect(await response.json(), path).toEqual({
        message: 'Internal Server Error',
        requestId: response.headers.get('x-request-id'),
      });
    }
  });
});
