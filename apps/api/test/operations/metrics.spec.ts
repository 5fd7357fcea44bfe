import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-api';

const TOKEN = 'metrics-token-for-the-test';

/** The value of one sample of the text format, by its name and labels as written; NaN when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const api = useTestApi({ environment: { METRICS_TOKEN: TOKEN } });
  const metrics = (headers: Record<string, string> = {}) =>
    fetch(`${api.baseUrl}/metrics`, { headers });

  it('tells this machine about requests, the process, caches, streams and the database, in the Prometheus format', async () => {
    const before = await (await metrics()).text();
    const catalogue = 'vn_http_requests_total{method="GET",route="/api/novels",status="200"}';
    const hits = 'vn_cache_lookups_total{cache="guest answers: catalogue",result="hit"}';
    for (let time = 0; time < 3; time += 1) {
      expect((await fetch(`${api.baseUrl}/api/novels?limit=2`)).status).toBe(200);
    }
    expect((await fetch(`${api.baseUrl}/api/novels/not-an-id`)).status).toBe(400);

    const response = await metrics();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, catalogue) - (sample(before, catalogue) || 0)).toBe(3);
    // Routes as declared, not addresses: a refused project address is counted under the route.
    expect(
      sample(text, 'vn_http_requests_total{method="GET",route="/api/novels/:id",status="400"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'vn_http_request_duration_seconds_count{method="GET",route="/api/novels",status="200"}',
      ),
    ).toBe(sample(text, catalogue));
    expect(sample(text, hits) - (sample(before, hits) || 0)).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'vn_cache_entries{cache="guest answers: catalogue"}')).toBeGreaterThan(0);
    expect(sample(text, 'vn_event_streams_open')).toBe(0);
    expect(sample(text, 'vn_database_connections{state="open"}')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('is not found by a request a proxy forwarded, nor with a wrong token; a right token opens it', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${TOKEN}x` },
      { 'x-forwarded-for': '203.0.113.7', authorization: TOKEN },
    ]) {
      const refused = await metrics(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(404);
      expect(await refused.json()).toEqual({ message: 'Not Found' });
    }
    const opened = await metrics({
      'x-forwarded-for': '203.0.113.7',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('vn_http_requests_total');
  });
});
