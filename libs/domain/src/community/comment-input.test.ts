import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentBlock } from '../markup/blocks';
import { parseMarkup } from '../markup/parse';
import { sanitizeContentBlocks, sanitizeMarkupText } from '../markup/sanitize-text';
import {
  commentHasContent,
  commentNotificationPlan,
  contentBlocksTextLength,
  markupHasContent,
  withoutHiddenText,
} from './comment-input';

describe('sanitizeMarkupText (docs/product §3 markup tags)', () => {
  it.each([
    ['[b]жирный[/b] текст', '[b]жирный[/b] текст'],
    ['[B]x[/B]', '[b]x[/b]'],
    ['[a=javascript:alert(1)]x[/a]', 'x'],
    ['[a href="data:text/html;base64,PHNjcmlwdD4="]x[/a]', 'x'],
    ['[img]javascript:alert(1)[/img]', ''],
    ['[a=//evil.example]x[/a]', 'x'],
    ['[a href=https://ok.example onclick=alert(1)]x[/a]', '[a href="https://ok.example"]x[/a]'],
    ['[novel=../../etc]x[/novel]', 'x'],
    ['[b]не закрыт', '[b]не закрыт[/b]'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeMarkupText(input)).toBe(expected);
  });

  it('takes out HTML-shaped tags, which are not markup, and keeps a bare "<"', () => {
    expect(sanitizeMarkupText('<script>alert(1)</script>')).toBe('alert(1)');
    expect(sanitizeMarkupText('<scr<b>ipt>x')).toBe('x');
    expect(parseMarkup(sanitizeMarkupText('a < b <3'))).toEqual([
      { type: 'text', text: 'a < b <3' },
    ]);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '[',
            ']',
            '<',
            '>',
            '/',
            'a',
            'b',
            '=',
            '"',
            'x',
            '\n',
            '\\',
            'img',
            'j:',
          ),
        }),
        (text) => {
          const once = sanitizeMarkupText(text);
          expect(sanitizeMarkupText(once)).toBe(once);
        },
      ),
    );
  });
});

describe('commentHasContent (docs/product §5 Comment: blank text and no images is not sendable)', () => {
  it.each([
    ['текст', 0, true],
    ['', 1, true],
    ['  \n ', 0, false],
    ['[b] [/b]\n[i][/i]', 0, false],
    ['[sticker]wk/1[/sticker]', 0, true],
    ['[spoiler=Заголовок][/spoiler]', 0, false],
    ['[img]/a.png[/img]', 0, true],
  ])('%j with %i images → %s', (content, imageCount, expected) => {
    expect(commentHasContent({ content, imageCount })).toBe(expected);
  });

  it('a tree of only line breaks has none', () => {
    expect(markupHasContent([{ type: 'lineBreak' }])).toBe(false);
  });
});

describe('sanitizeContentBlocks (docs/product §3 Content blocks)', () => {
  it('cleans text, headers, spoiler titles and images, recursively; drops unknown fields', () => {
    const blocks = [
      { type: 'text', text: '[a=javascript:x]ссылка[/a]', onclick: 'x' },
      { type: 'header', text: ' Заголовок\n<img src=x onerror=alert(1)>второй ' },
      { type: 'code', text: '<script>\n</script>' },
      {
        type: 'spoiler',
        title: '',
        blocks: [{ type: 'quote', blocks: [{ type: 'text', text: '[img]data:x[/img]ok' }] }],
      },
      {
        type: 'image',
        images: [
          { preview: '/p.png', full: '/f.png', alt: 'a\nb', width: 10 },
          { preview: 'javascript:x', full: '/f.png', alt: '' },
        ],
      },
      { type: 'image', images: [{ preview: 'data:x', full: 'data:x', alt: '' }] },
    ] as unknown as ContentBlock[];
    expect(sanitizeContentBlocks(blocks)).toEqual([
      { type: 'text', text: 'ссылка' },
      { type: 'header', text: 'Заголовок второй' },
      { type: 'code', text: '<script>\n</script>' },
      {
        type: 'spoiler',
        title: 'Спойлер',
        blocks: [{ type: 'quote', blocks: [{ type: 'text', text: 'ok' }] }],
      },
      { type: 'image', images: [{ preview: '/p.png', full: '/f.png', alt: 'a b', width: 10 }] },
    ]);
  });

  it('counts the text of nested blocks', () => {
    expect(
      contentBlocksTextLength([
        { type: 'text', text: 'abc' },
        { type: 'spoiler', title: 'T', blocks: [{ type: 'code', text: 'de' }] },
        { type: 'quote', blocks: [{ type: 'header', text: 'f' }] },
      ]),
    ).toBe(7);
  });
});

describe('withoutHiddenText (docs/product §3 tag hide)', () => {
  it('empties hide tags wherever they are, and leaves other markup alone', () => {
    expect(withoutHiddenText('a [hide]секрет[/hide] [b][hide]x[/hide][/b]')).toBe(
      'a [hide][/hide] [b][hide][/hide][/b]',
    );
    expect(withoutHiddenText('[b]ничего[/b] \\[hide]')).toBe('[b]ничего[/b] \\[hide]');
  });
});

describe('commentNotificationPlan', () => {
  it('tells each person once, a reply first, and never the commenter', () => {
    expect(
      commentNotificationPlan({
        commenterId: 'me',
        answeredAuthorId: 'a',
        sourceAuthors: { kind: 'draftComment', userIds: ['a', 'b', 'me'] },
        followers: ['b', 'c', 'c'],
      }),
    ).toEqual([
      { kind: 'commentAnswer', userIds: ['a'] },
      { kind: 'draftComment', userIds: ['b'] },
      { kind: 'novelComment', userIds: ['c'] },
    ]);
  });

  it('leaves out the reasons nobody is left for', () => {
    expect(
      commentNotificationPlan({
        commenterId: 'me',
        answeredAuthorId: 'me',
        sourceAuthors: null,
        followers: [],
      }),
    ).toEqual([]);
  });
});
