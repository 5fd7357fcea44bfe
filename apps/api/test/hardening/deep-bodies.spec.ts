import { describe, expect, it } from 'vitest';
import { useAccountsWorld } from '../accounts-fixture';

/**
 * Bodies nested far deeper than anything a person writes: refused with a clear message before
 * anything recurses over them, the same way on every run (a recursion that ran out of stack
 * answered 500 on some runs and 400 on others).
 */
describe('bodies nested deep', () => {
  const {
    people: { reader },
  } = useAccountsWorld({ reader: {} });

  const nested = (depth: number, open: string, close: string, inner = '0') =>
    `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

  /** Blocks nested `depth` levels, as JSON text (JSON.stringify itself recurses). */
  const nestedBlocks = (depth: number, type: 'quote' | 'spoiler') => {
    const open =
      type === 'quote'
        ? '[{"type":"quote","blocks":'
        : '[{"type":"spoiler","title":"Спойлер","blocks":';
    return nested(depth, open, '}]', '[{"type":"text","text":"x"}]');
  };

  const post = (path: string, body: string) =>
    reader.client.call<{ message: string }>('POST', path, {
      body,
      headers: { 'content-type': 'application/json' },
    });

  const expectRefused = (answer: { status: number; body: unknown }, message: RegExp) => {
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 400 });
    expect((answer.body as { message: string }).message).toMatch(message);
    expect(JSON.stringify(answer.body)).not.toMatch(/\.ts:|\bat \w/);
  };

  it.each([
    ['100,000 nested arrays', nested(100_000, '[', ']')],
    ['50,000 nested objects', nested(50_000, '{"a":', '}')],
    ['arrays inside a field', `{"presets":${nested(10_000, '[', ']')}}`],
  ])('refuses %s in JSON at parsing, in Russian', async (_name, body) => {
    for (let run = 0; run < 3; run++) {
      expectRefused(await post('/api/presets', body), /^Слишком глубокая вложенность/);
    }
  });

  it('refuses an article draft of 5,000 nested quotes', async () => {
    const body = `{"section":"common","title":"Глубоко","body":${nestedBlocks(5_000, 'quote')}}`;
    for (let run = 0; run < 3; run++) {
      expectRefused(await post('/api/postDrafts', body), /^Слишком глубокая вложенность/);
    }
  });

  it('refuses a review of 5,000 nested spoilers', async () => {
    const body = `{"novel":"0123456789abcdef01234567","body":${nestedBlocks(5_000, 'spoiler')}}`;
    for (let run = 0; run < 3; run++) {
      expectRefused(await post('/api/novelReviews', body), /^Слишком глубокая вложенность/);
    }
  });

  it('refuses the same in a multipart field that carries JSON', async () => {
    const form = new FormData();
    form.append('section', 'common');
    form.append('title', 'Глубоко');
    form.append('body', nestedBlocks(5_000, 'quote'));
    const answer = await reader.client.call<{ message: string }>('POST', '/api/postDrafts', {
      body: form,
    });
    expectRefused(answer, /^Слишком глубокая вложенность данных/);
  });

  it('refuses blocks nested deeper than 32 levels, though shallow enough as JSON, in Russian', async () => {
    const body = `{"section":"common","title":"Глубоко","body":${nestedBlocks(40, 'quote')}}`;
    const answer = await post('/api/postDrafts', body);
    expectRefused(answer, /блок/);
    expect(JSON.stringify(answer.body)).toMatch(/Слишком глубокая вложенность блоков/);
  });

  it('takes a body nested as deep as the site writes', async () => {
    const body = `{"section":"common","title":"Цитаты","body":${nestedBlocks(30, 'quote')}}`;
    expect((await post('/api/postDrafts', body)).status).toBe(200);
  });
});
