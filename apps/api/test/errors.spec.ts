import { BadRequestException, Body, Controller, Get, Logger, Module, Post } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { Public } from '../src/platform/http/route';
import { useTestApi } from './test-api';

/** Routes that exist only in this test, to provoke each kind of failure. */
@Public()
@Controller('test-errors')
class ProvokeErrorsController {
  @Get('ok')
  ok() {
    return { value: 42 };
  }

  @Get('unexpected')
  unexpected(): never {
    throw new Error('secret connection string mongodb://user:pass@db');
  }

  @Get('bad-request')
  badRequest(): never {
    throw new BadRequestException('Некорректный Email');
  }

  @Post('echo')
  echo(@Body() body: unknown) {
    return body;
  }
}

@Module({ controllers: [ProvokeErrorsController] })
class ProvokeErrorsModule {}

describe('response envelopes', () => {
  const api = useTestApi({ extraImports: [ProvokeErrorsModule] });

  const get = (path: string) => fetch(`${api.baseUrl}${path}`);

  it('wraps a successful answer in { result }', async () => {
    const response = await get('/api/test-errors/ok');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { value: 42 } });
  });

  it('answers an unknown API path with 404 and the message "Not Found"', async () => {
    const response = await get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('passes a deliberate client error through with its status and message', async () => {
    const response = await get('/api/test-errors/bad-request');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Некорректный Email' });
  });

  it('hides an unexpected error: 500, a generic message, no stack trace or detail', async () => {
    const response = await get('/api/test-errors/unexpected');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: 'Internal Server Error',
      requestId: response.headers.get('x-request-id'),
    });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts:');
  });

  it('says which request failed, in the answer and in the log line, so a report can be found', async () => {
    const logged = vi.spyOn(Logger.prototype, 'error');
    try {
      const response = await get('/api/test-errors/unexpected');
      const { requestId } = (await response.json()) as { requestId: string };
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('x-request-id')).toBe(requestId);
      const lines = logged.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.includes(requestId))).toEqual([
        `GET /api/test-errors/unexpected (request ${requestId}) failed`,
      ]);
    } finally {
      logged.mockRestore();
    }
  });

  it('gives every request its own id, keeping one a proxy gave when it is a short token', async () => {
    const ids = await Promise.all(
      ['/api/test-errors/ok', '/api/test-errors/ok', '/api/test-errors/bad-request', '/api/x'].map(
        async (path) => (await get(path)).headers.get('x-request-id'),
      ),
    );
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id ?? ''))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const withId = (id: string) =>
      fetch(`${api.baseUrl}/api/test-errors/ok`, { headers: { 'x-request-id': id } });
    expect((await withId('proxy-7f3a.01:2')).headers.get('x-request-id')).toBe('proxy-7f3a.01:2');
    for (const replaced of ['has space', 'x'.repeat(65), '<script>', 'a"b']) {
      const { headers } = await withId(replaced);
      expect(headers.get('x-request-id'), replaced).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers malformed JSON with 400 and { message }, not 500', async () => {
    const response = await fetch(`${api.baseUrl}/api/test-errors/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).toMatch(/JSON/);
  });

  it('accepts well-formed JSON and answers it in { result }', async () => {
    const response = await fetch(`${api.baseUrl}/api/test-errors/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Бесконечное лето' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ result: { name: 'Бесконечное лето' } });
  });
});
