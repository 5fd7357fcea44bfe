import { describe, expect, it } from 'vitest';
import type { MarkupNode } from './ast';
import { MAX_MARKUP_DEPTH, MAX_MARKUP_VALUE_LENGTH } from './limits';
import { parseMarkup } from './parse';

const text = (value: string): MarkupNode => ({ type: 'text', text: value });
const br: MarkupNode = { type: 'lineBreak' };

describe('parseMarkup: the tags of docs/product §3', () => {
  it.each([
    ['b', '[b]x[/b]'],
    ['i', '[i]x[/i]'],
    ['u', '[u]x[/u]'],
    ['s', '[s]x[/s]'],
    ['center', '[center]x[/center]'],
    ['right', '[right]x[/right]'],
    ['hide', '[hide]x[/hide]'],
  ] as const)('reads [%s]', (type, source) => {
    expect(parseMarkup(source)).toEqual([{ type, children: [text('x')] }]);
  });

  it('reads tag names in any case', () => {
    expect(parseMarkup('[B]x[/b][Center]y[/CENTER]')).toEqual([
      { type: 'b', children: [text('x')] },
      { type: 'center', children: [text('y')] },
    ]);
  });

  it('reads a link with href, quoted or bare, and the shorthand [a=…]', () => {
    const link = { type: 'a', href: 'https://example.com/?q=1', children: [text('ссылка')] };
    expect(parseMarkup('[a href="https://example.com/?q=1"]ссылка[/a]')).toEqual([link]);
    expect(parseMarkup('[a href=https://example.com/?q=1]ссылка[/a]')).toEqual([link]);
    expect(parseMarkup('[a=https://example.com/?q=1]ссылка[/a]')).toEqual([link]);
    expect(parseMarkup('[a="https://example.com/?q=1"]ссылка[/a]')).toEqual([link]);
    expect(parseMarkup('[A HREF="https://example.com/?q=1"  ]ссылка[/A]')).toEqual([link]);
  });

  it('reads mailto and site-relative links', () => {
    expect(parseMarkup('[a href="mailto:a@b.ru"]почта[/a][a href="/posts/8"]правила[/a]')).toEqual([
      { type: 'a', href: 'mailto:a@b.ru', children: [text('почта')] },
      { type: 'a', href: '/posts/8', children: [text('правила')] },
    ]);
  });

  it('reads a novel link, a user mention and a spoiler', () => {
    expect(parseMarkup('[novel url="steins-gate"]Steins;Gate[/novel]')).toEqual([
      { type: 'novel', url: 'steins-gate', children: [text('Steins;Gate')] },
    ]);
    expect(parseMarkup('[user]Вася[/user]')).toEqual([{ type: 'user', username: 'Вася' }]);
    expect(parseMarkup('[spoiler title="Концовка"]он выжил[/spoiler]')).toEqual([
      { type: 'spoiler', title: 'Концовка', children: [text('он выжил')] },
    ]);
    expect(parseMarkup('[spoiler=Глава 1]x[/spoiler]')).toEqual([
      { type: 'spoiler', title: 'Глава 1', children: [text('x')] },
    ]);
  });

  it('titles a spoiler "Спойлер" when no title or a blank one is given (docs/product §5)', () => {
    const untitled = { type: 'spoiler', title: 'Спойлер', children: [text('x')] };
    expect(parseMarkup('[spoiler]x[/spoiler]')).toEqual([untitled]);
    expect(parseMarkup('[spoiler title=""]x[/spoiler]')).toEqual([untitled]);
    expect(parseMarkup('[spoiler title="   "]x[/spoiler]')).toEqual([untitled]);
  });

  it('reads images, stickers and smiles, trimming their content', () => {
    expect(parseMarkup('[img] https://example.com/a.png [/img]')).toEqual([
      { type: 'img', src: 'https://example.com/a.png' },
    ]);
    expect(parseMarkup('[sticker]wk/3[/sticker][smile]lol[/smile]')).toEqual([
      { type: 'sticker', set: 'wk', name: '3' },
      { type: 'smile', name: 'lol' },
    ]);
    expect(parseMarkup('[IMG]/a.png[/Img]')).toEqual([{ type: 'img', src: '/a.png' }]);
  });

  it('reads line breaks of every convention as line-break nodes', () => {
    expect(parseMarkup('a\nb\r\nc\rd')).toEqual([
      text('a'),
      br,
      text('b'),
      br,
      text('c'),
      br,
      text('d'),
    ]);
  });

  it('nests tags', () => {
    expect(parseMarkup('[b]a[i]b[/i]c[/b]')).toEqual([
      { type: 'b', children: [text('a'), { type: 'i', children: [text('b')] }, text('c')] },
    ]);
  });

  it('returns nothing for an empty text', () => {
    expect(parseMarkup('')).toEqual([]);
  });
});

describe('parseMarkup: escapes', () => {
  it('reads \\[ as a literal bracket and \\\\ as a backslash', () => {
    expect(parseMarkup('\\[b]x\\[/b]')).toEqual([text('[b]x[/b]')]);
    expect(parseMarkup('\\\\[b]x[/b]')).toEqual([text('\\'), { type: 'b', children: [text('x')] }]);
  });

  it('keeps any other backslash as typed', () => {
    expect(parseMarkup('C:\\dir\\file \\n')).toEqual([text('C:\\dir\\file \\n')]);
    expect(parseMarkup('end\\')).toEqual([text('end\\')]);
  });

  it('reads \\" \\[ and \\\\ inside a quoted value', () => {
    expect(parseMarkup('[spoiler title="\\"Глава\\" \\[1] \\\\ \\x"]x[/spoiler]')).toEqual([
      { type: 'spoiler', title: '"Глава" [1] \\ \\x', children: [text('x')] },
    ]);
  });
});

describe('parseMarkup: malformed markup is literal text', () => {
  it.each([
    'unknown tag [foo]x[/foo]',
    'not a tag [ b]x',
    'empty [] and [/] brackets',
    'a name too long [spoilers]x',
    'digits [b1]x',
    '[a]no address[/a]',
    '[novel]no url[/novel]',
    '[a href]x[/a]',
    '[a href=]x[/a]',
    '[a href="unterminated]x[/a]',
    '[a href="x"junk]x[/a]',
    '[b=1]x[/b]',
    '[b x]y',
    '[img=/a.png]/a.png[/img]',
    '[img][/img]',
    '[img]/a.png',
    '[img]/a.png[/b]',
    '[sticker]wk[/sticker]',
    '[sticker]/1[/sticker]',
    '[sticker]w k/1[/sticker]',
    '[smile]:)[/smile]',
    '[user]  [/user]',
    '[/b] a stray closer',
    '[a href="/x" a=1 b=2 c=3 d=4 e=5 f=6 g=7 h=8]x[/a]',
    '[b/]',
  ])('%s', (source) => {
    expect(parseMarkup(source)).toEqual([text(source)]);
  });

  it('drops attributes other than the tag’s own', () => {
    expect(parseMarkup('[a href="/x" target="_blank" rel=nofollow]x[/a]')).toEqual([
      { type: 'a', href: '/x', children: [text('x')] },
    ]);
    expect(parseMarkup('[b style="color:red"]x[/b]')).toEqual([
      { type: 'b', children: [text('x')] },
    ]);
  });

  it('keeps a tag broken by a line break as text', () => {
    expect(parseMarkup('[a href="/x\n"]y')).toEqual([text('[a href="/x'), br, text('"]y')]);
    expect(parseMarkup('[img]/a\n.png[/img]')).toEqual([text('[img]/a'), br, text('.png[/img]')]);
  });

  it('keeps a value longer than the limit as text', () => {
    const long = 'x'.repeat(MAX_MARKUP_VALUE_LENGTH + 1);
    expect(parseMarkup(`[spoiler title="${long}"]y`)).toEqual([text(`[spoiler title="${long}"]y`)]);
    expect(parseMarkup(`[spoiler=${long}]y`)).toEqual([text(`[spoiler=${long}]y`)]);
    expect(parseMarkup(`[user]${long}[/user]`)).toEqual([text(`[user]${long}[/user]`)]);
  });

  it('treats a closer that does not match the innermost tag as text', () => {
    expect(parseMarkup('[b][i]x[/b]y[/i]z')).toEqual([
      { type: 'b', children: [{ type: 'i', children: [text('x[/b]y')] }, text('z')] },
    ]);
  });

  it('closes tags left open at the end', () => {
    expect(parseMarkup('[b]a[i]b')).toEqual([
      { type: 'b', children: [text('a'), { type: 'i', children: [text('b')] }] },
    ]);
    expect(parseMarkup('[spoiler]')).toEqual([{ type: 'spoiler', title: 'Спойлер', children: [] }]);
  });
});

describe('parseMarkup: structure limits', () => {
  it(`nests at most ${MAX_MARKUP_DEPTH} tags; deeper openers are text`, () => {
    const depth = MAX_MARKUP_DEPTH + 2;
    const tree = parseMarkup(`${'[b]'.repeat(depth)}x${'[/b]'.repeat(depth)}`);
    // The first closers close the tags that did open; the two left over have nothing to close.
    expect(tree.at(-1)).toEqual(text('[/b][/b]'));
    let level: MarkupNode[] = tree;
    for (let count = 0; count < MAX_MARKUP_DEPTH; count++) {
      const [node] = level;
      expect(node?.type).toBe('b');
      level = node && 'children' in node ? node.children : [];
    }
    expect(level).toEqual([text('[b][b]x')]);
  });

  it('allows a leaf inside the deepest tag', () => {
    const tree = parseMarkup(`${'[i]'.repeat(MAX_MARKUP_DEPTH)}[smile]x[/smile]`);
    let level: MarkupNode[] = tree;
    for (let count = 0; count < MAX_MARKUP_DEPTH; count++) {
      const [node] = level;
      level = node && 'children' in node ? node.children : [];
    }
    expect(level).toEqual([{ type: 'smile', name: 'x' }]);
  });

  it('allows only b, i, u and s inside a link (docs/product §3); the rest stays text', () => {
    expect(parseMarkup('[a href="/x"][b]1[/b][i]2[/i][u]3[/u][s]4[/s][/a]')).toEqual([
      {
        type: 'a',
        href: '/x',
        children: ['b', 'i', 'u', 's'].map((type, index) => ({
          type,
          children: [text(String(index + 1))],
        })),
      },
    ]);
    expect(
      parseMarkup('[a href="/x"][center]c[/center][img]/a.png[/img][a href="/y"]y[/a][/a]'),
    ).toEqual([
      {
        type: 'a',
        href: '/x',
        children: [text('[center]c[/center][img]/a.png[/img][a href="/y"]y')],
      },
      text('[/a]'),
    ]);
    expect(parseMarkup('[novel url="x"][b][spoiler]s[/spoiler][/b][/novel]')).toEqual([
      {
        type: 'novel',
        url: 'x',
        children: [{ type: 'b', children: [text('[spoiler]s[/spoiler]')] }],
      },
    ]);
  });
});

describe('parseMarkup: sanitising (docs/product §3)', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example',
    'relative/path',
    '#top',
  ])('a link to %j keeps only its text', (href) => {
    expect(parseMarkup(`[a href="${href}"]текст [b]жирный[/b][/a]`)).toEqual([
      text('текст '),
      { type: 'b', children: [text('жирный')] },
    ]);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'mailto:a@b.ru', 'ftp://x/a.png'])(
    'an image of %j is dropped',
    (src) => {
      expect(parseMarkup(`до[img]${src}[/img]после`)).toEqual([text('допосле')]);
    },
  );

  it('a novel link with a url that leaves its path segment keeps only its text', () => {
    expect(parseMarkup('[novel url="../admin"]x[/novel]')).toEqual([text('x')]);
  });
});
