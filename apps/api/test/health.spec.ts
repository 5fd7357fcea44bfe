import { healthStatusSchema, resultEnvelopeSchema } from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUri, startTestApi, useTestApi, type TestApi } from './test-api';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

describe('GET /api/health', () => {
  const api = useTestApi();

  it('answers 200 with status ok and db ok when the database answers', async () => {
    const response = await fetch(`${api.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    expect(resultEnvelopeSchema(healthStatusSchema).parse(body)).toEqual({
      result: { status: 'ok', db: 'ok' },
    });
  });
});

describe('GET /api/health when the database stops answering', () => {
  // The API reaches the database through a proxy the test can cut, which works the same for the
  // embedded FerretDB and an external MONGODB_URI.
  let proxy: TcpProxy;
  let api: TestApi;
  beforeAll(async () => {
    const target = new URL(freshDatabaseUri());
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    target.host = `127.0.0.1:${proxy.port}`;
    api = await startTestApi({ databaseUri: target.toString() });
  });
  afterAll(async () => {
    await api.close();
    await proxy.close();
  });

  it('answers 503 with db down, then ok again once the database is back', async () => {
    await proxy.cut();
    // A ping's answer stands for a second (health.service.ts), so the cut shows within that second
    // plus the two-second ping timeout.
    const cutAt = Date.now();
    let down: Response;
    do down = await fetch(`${api.baseUrl}/api/health`);
    while (down.status === 200 && Date.now() - cutAt < 3_500);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ result: { status: 'degraded', db: 'down' } });

    proxy.restore();
    await expect
      .poll(async () => (await fetch(`${api.baseUrl}/api/health`)).status, { timeout: 15_000 })
      .toBe(200);
  });
});
