import { describe, expect, it } from 'vitest';
import { postDraftContent } from './post-draft-value';

const draft = (value: string) => ({ title: 'Из черновика', section: 'tech' as const, value });

describe('postDraftContent (docs/product §3 Post draft value)', () => {
  it('reads the title, section and body of the value the API writes', () => {
    const body = [
      { type: 'header', text: 'Глава' },
      { type: 'text', text: '[b]Текст[/b]' },
    ];
    expect(
      postDraftContent(
        draft(
          JSON.stringify({
            title: 'Заголовок',
            section: 'job',
            body,
            shortDescription: '',
            version: 2,
          }),
        ),
      ),
    ).toEqual({ title: 'Заголовок', section: 'job', body });
  });

  it('keeps a body of markup text as it is', () => {
    expect(postDraftContent(draft(JSON.stringify({ body: '[i]старое[/i]' }))).body).toBe(
      '[i]старое[/i]',
    );
  });

  it("falls back to the draft's title and section and an empty body", () => {
    const fallback = { title: 'Из черновика', section: 'tech', body: [] };
    expect(postDraftContent(draft('не JSON'))).toEqual(fallback);
    expect(postDraftContent(draft('null'))).toEqual(fallback);
    expect(postDraftContent(draft('[1, 2]'))).toEqual(fallback);
    expect(
      postDraftContent(draft(JSON.stringify({ title: 7, section: 'news', body: { a: 1 } }))),
    ).toEqual(fallback);
  });
});
