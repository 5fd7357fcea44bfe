import { describe, expect, it } from 'vitest';
import type { ContentBlock } from './blocks';
import { blocksExcerpt, EXCERPT_NODES, markupExcerpt } from './excerpt';
import { parseMarkup } from './parse';

describe('blocksExcerpt (docs/product §9: text preview shows the first 2 nodes)', () => {
  it('takes 2 nodes by default', () => {
    expect(EXCERPT_NODES).toBe(2);
    expect(
      blocksExcerpt([
        { type: 'text', text: '[b]Первый[/b] абзац' },
        { type: 'text', text: 'второй' },
        { type: 'text', text: 'третий' },
      ]),
    ).toBe('Первый абзац\nвторой');
  });

  it('takes as many nodes as asked', () => {
    const blocks: ContentBlock[] = [1, 2, 3, 4].map((n) => ({ type: 'text', text: `строка ${n}` }));
    expect(blocksExcerpt(blocks, { nodes: 3 })).toBe('строка 1\nстрока 2\nстрока 3');
    expect(blocksExcerpt(blocks, { nodes: 0 })).toBe('');
  });

  it('skips images and empty rows instead of counting them', () => {
    expect(
      blocksExcerpt([
        { type: 'image', images: [{ preview: '/a.png', full: '/a.png', alt: 'кот' }] },
        { type: 'text', text: '' },
        { type: 'text', text: '  [img]/b.png[/img] ' },
        { type: 'header', text: 'Заголовок' },
        { type: 'code', text: 'код' },
      ]),
    ).toBe('Заголовок\nкод');
  });

  it('shows a spoiler’s title, never its content, and the text of a quote', () => {
    expect(
      blocksExcerpt([
        { type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: 'все умерли' }] },
        {
          type: 'quote',
          blocks: [
            { type: 'text', text: 'цитата' },
            { type: 'header', text: 'и' },
          ],
        },
      ]),
    ).toBe('Финал\nцитата\nи');
  });

  it('gives an empty text for no blocks', () => {
    expect(blocksExcerpt([])).toBe('');
  });
});

describe('markupExcerpt', () => {
  it('takes the first 2 rows with text, as the blocks of the same markup would', () => {
    const markup = '\n[img]/a.png[/img]\nПервая [i]строка[/i]\n\n[spoiler]тайна[/spoiler]\nтретья';
    expect(markupExcerpt(parseMarkup(markup))).toBe('Первая строка\nСпойлер');
    expect(markupExcerpt(parseMarkup(markup), { nodes: 1 })).toBe('Первая строка');
  });
});

describe('blocksExcerpt on mistyped blocks', () => {
  it('throws on a block type it does not know', () => {
    expect(() => blocksExcerpt([{ type: 'video' } as unknown as ContentBlock])).toThrow(
      'Unhandled case',
    );
  });
});
