import { describe, expect, it } from 'vitest';
import {
  descriptionExcerpt,
  descriptionMarkup,
  hasDescription,
  pageDescription,
} from './description';
import { MAX_MARKUP_DEPTH } from './limits';

describe('descriptionMarkup (docs/product §3: markup or content blocks)', () => {
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
  });

  it('shows nothing for a stored block that is not one, and the blocks around it as they are', () => {
    const text = (value: unknown) => ({ type: 'text', text: value });
    for (const broken of [
      { type: 'video', url: 'x' },
      text(5),
      { type: 'header' },
      { type: 'code', text: null },
      { type: 'spoiler', title: 'Тайна' },
      { type: 'spoiler', title: 'Тайна', blocks: [{ type: 'quote' }] },
      { type: 'image', images: [{ preview: 1, full: {} }] },
      { type: 'image' },
      'строка',
      null,
    ]) {
      expect(descriptionMarkup([text('До'), broken, text('После')]), JSON.stringify(broken)).toBe(
        'До\n\nПосле',
      );
    }
  });

  it(`reads blocks nested deeper than ${MAX_MARKUP_DEPTH} as no description, without recursing into them`, () => {
    let blocks: unknown[] = [{ type: 'text', text: 'дно' }];
    for (let level = 0; level < 50_000; level += 1) blocks = [{ type: 'quote', blocks }];
    expect(descriptionMarkup(blocks)).toBe('');
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

  it('takes the first two rows with text (docs/product §9)', () => {
    expect(descriptionExcerpt('Один\n\nДва\nТри')).toBe('Один Два');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const excerpt = descriptionExcerpt('слово '.repeat(60), 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt).toMatch(/слово…$/);
  });
});

describe('pageDescription (plain text as a page description)', () => {
  it('puts the text on one line', () => {
    expect(pageDescription('  Один\n\tДва  ')).toBe('Один Два');
  });

  it('cuts at a word within the limit, with an ellipsis; a text within it stays whole', () => {
    expect(pageDescription('слово '.repeat(60), 40)).toMatch(/^(слово ){5}слово…$/);
    expect(pageDescription('а'.repeat(40), 40)).toBe('а'.repeat(40));
  });

  it('cuts inside a word too long to cut at a space', () => {
    const cut = pageDescription('я'.repeat(100), 40);
    expect(cut).toBe(`${'я'.repeat(39)}…`);
  });
});
