import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RenderedPages } from './rendered-pages';

describe("guests' rendered pages", () => {
  it('keys a page by its address and data, and keeps its compressed copies', async () => {
    const pages = new RenderedPages();
    const key = pages.keyOf('/novels', 'answers');
    expect(pages.keyOf('/novels', 'answers')).toBe(key);
    expect(pages.keyOf('/novels', 'other answers')).not.toBe(key);
    expect(pages.keyOf('/games', 'answers')).not.toBe(key);

    const html = '<p>Визуальные новеллы</p>'.repeat(50);
    const kept = await pages.keep(key, html);
    expect(pages.get(key)).toBe(kept);
    expect(brotliDecompressSync(kept.br).toString()).toBe(html);
    expect(gunzipSync(kept.gzip).toString()).toBe(html);
  });

  it('renders a page once however many guests ask for it meanwhile', async () => {
    const pages = new RenderedPages();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return '<p>Страница</p>';
    };
    const answers = await Promise.all([1, 2, 3].map(() => pages.getOrRender('k', render)));
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(await pages.getOrRender('k', render)).toBe(answers[0]);
    expect(renders).toBe(1);
  });

  it('renders a page again after a minute (its relative dates), with an etag of its HTML', async () => {
    const pages = new RenderedPages();
    const kept = await pages.keep('k', '<p>5 минут назад</p>');
    expect(pages.get('k', kept.renderedAt + 59_999)).toBe(kept);
    expect(pages.get('k', kept.renderedAt + 60_000)).toBeUndefined();
    expect((await pages.keep('k2', '<p>5 минут назад</p>')).etag).toBe(kept.etag);
    expect((await pages.keep('k', '<p>6 минут назад</p>')).etag).not.toBe(kept.etag);
  });

  it('sends a page kept for its address only while its data version stands, for a minute', async () => {
    const pages = new RenderedPages();
    const kept = await pages.keep('k', '<p>Каталог</p>');
    pages.keepAtAddress('/novels?page=2', '7:1', kept, 200);
    expect(pages.atAddress('/novels?page=2', '7:1', kept.renderedAt + 59_999)).toEqual({
      page: kept,
      status: 200,
      version: '7:1',
    });
    expect(pages.atAddress('/novels?page=2', '8:1', kept.renderedAt)).toBeUndefined();
    expect(pages.atAddress('/novels?page=3', '7:1', kept.renderedAt)).toBeUndefined();
    expect(pages.atAddress('/novels?page=2', '7:1', kept.renderedAt + 60_000)).toBeUndefined();
  });
});
