import { describe, expect, it } from 'vitest';
import { descriptionExcerpt, descriptionMarkup, hasDescription } from './description';

describe('descriptionMarkup (SPEC.md §3: markup or content blocks)', () => {
  it('takes a markup description as it is', () => {
    expect(descriptionMarkup('[b]Текст[/b]')).toBe('[b]Текст[/b]');
  });

  it('turns content blocks into markup', () => {
    const blocks = [
      { type: 'text', text: 'Первая строка' },
      { type: 'spoiler', title: 'Тайна', blocks: [{ type: 'text', text: 'внутри' }] },
    ];
    expect(descriptionMarkup(blocks)).toBe(
      'Первая строка\n[spoiler title="Тайна"]внутри[/spoiler]',
    );
  });

  it('reads anything else as no description', () => {
    expect(descriptionMarkup(null)).toBe('');
    expect(descriptionMarkup({ html: '<b>x</b>' })).toBe('');
    expect(hasDescription('')).toBe(false);
    expect(hasDescription('  \n ')).toBe(false);
    expect(hasDescription('Текст')).toBe(true);
  });
});

describe('descriptionExcerpt (the page description)', () => {
  it('is plain text without tags, hidden text or spoiler contents, on one line', () => {
    expect(
      descriptionExcerpt(
        '[b]Лагерь[/b] [hide]секрет[/hide]«Совёнок».\nЛето [spoiler]конец[/spoiler]',
      ),
    ).toBe('Лагерь «Совёнок». Лето Спойлер');
  });

  it('takes the first two rows with text (SPEC.md §9)', () => {
    expect(descriptionExcerpt('Один\n\nДва\nТри')).toBe('Один Два');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const excerpt = descriptionExcerpt('слово '.repeat(60), 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt).toMatch(/слово…$/);
  });
});
