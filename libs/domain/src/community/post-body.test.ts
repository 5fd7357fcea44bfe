import { describe, expect, it } from 'vitest';
import { contentBlocksSchema, type ContentBlock } from '../markup/blocks';
import { bestTime } from '../testing/best-time';
import {
  POST_BODY_VERSION,
  postBodyBlocks,
  postLeadingImageHeight,
  postPlainText,
} from './post-body';
import { isLegacyHtmlBody } from './post-body-format';

describe('isLegacyHtmlBody (docs/product §4 Post editing)', () => {
  it.each([
    ['<p>Привет</p>', true],
    ['Строка<br/>строка', true],
    ['<!-- старое --> текст', true],
    ['<div class="x">a</div>', true],
    ['[b]Жирный[/b] текст', false],
    ['a < b и c > d', false],
    ['', false],
  ])('%j → %s', (body, expected) => {
    expect(isLegacyHtmlBody(body)).toBe(expected);
  });
});

describe('isLegacyHtmlBody on hostile input', () => {
  it('stays linear: a megabyte of unclosed tags is judged at once', () => {
    const hostile = '<a '.repeat(350_000);
    expect(isLegacyHtmlBody(hostile)).toBe(false);
    expect(bestTime(() => isLegacyHtmlBody(hostile))).toBeLessThan(500);
  });
});

describe('postBodyBlocks', () => {
  it('keeps a version 2 body of blocks', () => {
    const blocks: ContentBlock[] = [{ type: 'header', text: 'Заголовок' }];
    expect(postBodyBlocks(blocks)).toEqual(blocks);
    expect(POST_BODY_VERSION).toBe(2);
  });

  it('converts a markup string, one text block per row', () => {
    expect(postBodyBlocks('[b]Раз[/b]\nДва')).toEqual([
      { type: 'text', text: '[b]Раз[/b]' },
      { type: 'text', text: 'Два' },
    ]);
  });

  it('converts legacy HTML, dropping what the markup does not allow', () => {
    const blocks = postBodyBlocks('<p><b>Раз</b></p><script>alert(1)</script><p>Два</p>');
    expect(contentBlocksSchema.safeParse(blocks).success).toBe(true);
    expect(JSON.stringify(blocks)).toContain('[b]Раз[/b]');
    expect(JSON.stringify(blocks)).toContain('Два');
    expect(JSON.stringify(blocks)).not.toContain('script');
  });
});

describe('postPlainText (docs/product §A7.3: what the site-wide search reads)', () => {
  it('reads blocks as the page shows them: every text, a spoiler by its title, no pictures', () => {
    const body: ContentBlock[] = [
      { type: 'header', text: 'Заголовок' },
      { type: 'text', text: '[b]Жирный[/b] и [a=https://a.test]ссылка[/a]' },
      { type: 'image', images: [{ preview: '/p.png', full: '/f.png', alt: 'Кадр' }] },
      { type: 'spoiler', title: 'Концовка', blocks: [{ type: 'text', text: 'Тайна' }] },
      { type: 'quote', blocks: [{ type: 'text', text: 'Цитата' }] },
      { type: 'text', text: '[hide]Только своим[/hide]' },
    ];
    expect(postPlainText(body)).toBe('Заголовок\nЖирный и ссылка\nКонцовка\nЦитата');
  });

  it('reads an older body of markup or HTML alike', () => {
    expect(postPlainText('[b]Раз[/b]\nДва')).toBe('Раз\nДва');
    expect(postPlainText('<p>Старая <b>статья</b></p>')).toBe('Старая статья');
  });
});

describe('postLeadingImageHeight (docs/product §9 post preview)', () => {
  const picture = (height?: number) => ({
    preview: '/p.webp',
    full: '/f.webp',
    alt: '',
    ...(height === undefined ? {} : { width: 600, height }),
  });

  it('is the height of the picture an article opens with', () => {
    expect(
      postLeadingImageHeight([
        { type: 'image', images: [picture(420)] },
        { type: 'text', text: 'Текст' },
      ]),
    ).toBe(420);
  });

  it('skips the empty rows before it, and takes the tallest of a row of pictures', () => {
    expect(
      postLeadingImageHeight([
        { type: 'text', text: '' },
        { type: 'image', images: [picture(200), picture(350)] },
      ]),
    ).toBe(350);
  });

  it('is undefined when the article opens with anything else', () => {
    expect(
      postLeadingImageHeight([
        { type: 'text', text: 'Сначала слова' },
        { type: 'image', images: [picture(420)] },
      ]),
    ).toBeUndefined();
    expect(postLeadingImageHeight([])).toBeUndefined();
    expect(postLeadingImageHeight('[b]Текст[/b]')).toBeUndefined();
  });

  it('is undefined for a picture of unknown height (a markup [img])', () => {
    expect(postLeadingImageHeight([{ type: 'image', images: [picture()] }])).toBeUndefined();
    expect(postLeadingImageHeight('[img]https://img.example/a.png[/img]')).toBeUndefined();
  });

  it('reads an old HTML body with a sized picture', () => {
    expect(
      postLeadingImageHeight(
        '<p><img src="https://img.example/a.png" width="640" height="480"></p>',
      ),
    ).toBe(480);
  });
});
