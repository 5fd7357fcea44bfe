import { describe, expect, it } from 'vitest';
import type { ContentBlock } from './blocks';
import { htmlToMarkup, legacyHtmlToBlocks } from './legacy-html';
import { MAX_MARKUP_DEPTH } from './limits';
import { serializeMarkup } from './serialize';

const row = (text: string): ContentBlock => ({ type: 'text', text });

describe('legacyHtmlToBlocks (docs/product §4 "Post editing")', () => {
  it('makes a text block of each paragraph, with inline formatting as markup', () => {
    expect(
      legacyHtmlToBlocks(
        '<p>Привет, <b>жирный</b> <strong>тоже</strong> <i>к</i><em>у</em> <u>п</u> ' +
          '<s>з</s><strike>з</strike><del>з</del></p>\n<p>второй</p>',
      ),
    ).toEqual([
      row('Привет, [b]жирный[/b] [b]тоже[/b] [i]к[/i][i]у[/i] [u]п[/u] [s]з[/s][s]з[/s][s]з[/s]'),
      row('второй'),
    ]);
  });

  it('keeps links with an allowed address and only the text of the others', () => {
    expect(
      legacyHtmlToBlocks(
        '<p><a href="https://x.ru" target="_blank">да</a> <a href="javascript:alert(1)">нет</a> ' +
          '<a name="anchor">якорь</a> <a href="/a"><a href="/b">вложенная</a></a></p>',
      ),
    ).toEqual([row('[a href="https://x.ru"]да[/a] нет якорь [a href="/a"]вложенная[/a]')]);
  });

  it('splits rows at <br>, carrying open formatting across, without an empty row at the end', () => {
    expect(legacyHtmlToBlocks('<p><b>a<br>b</b><br></p>')).toEqual([
      row('[b]a[/b]'),
      row('[b]b[/b]'),
    ]);
    expect(legacyHtmlToBlocks('a<br><br>b')).toEqual([row('a'), row(''), row('b')]);
  });

  it('keeps an empty paragraph made by <br> as an empty row, and drops a truly empty one', () => {
    expect(legacyHtmlToBlocks('<p>a</p><p><br></p><p></p><p>  </p><p>b</p>')).toEqual([
      row('a'),
      row(''),
      row('b'),
    ]);
  });

  it('collapses whitespace as a browser does, keeping non-breaking spaces', () => {
    expect(legacyHtmlToBlocks('<p>\n  a \n\t b  </p><p>&nbsp;</p>')).toEqual([
      row('a b'),
      row('\u00a0'),
    ]);
  });

  it('decodes entities and escapes what would read as markup', () => {
    expect(legacyHtmlToBlocks('<p>&lt;b&gt; &amp; [b]не тег[/b] &quot;&#39;</p>')).toEqual([
      row('<b> & \\[b]не тег\\[/b] "\''),
    ]);
  });

  it('makes h1–h4 header blocks of their plain text', () => {
    expect(
      legacyHtmlToBlocks(
        '<h1>Один</h1><h2>Два <i>и</i><br>три</h2><h3> </h3><h4>Четыре</h4><h5>Пять</h5>',
      ),
    ).toEqual([
      { type: 'header', text: 'Один' },
      { type: 'header', text: 'Два и три' },
      { type: 'header', text: 'Четыре' },
      row('Пять'),
    ]);
  });

  it('makes pre and code blocks of their text as typed', () => {
    expect(
      legacyHtmlToBlocks(
        '<pre>\nif (a &lt; b) {\n  <b>c</b>();<br>}</pre><p>x <code>y  z</code></p><pre> </pre>',
      ),
    ).toEqual([
      { type: 'code', text: 'if (a < b) {\n  c();\n}' },
      row('x'),
      { type: 'code', text: 'y  z' },
    ]);
    expect(legacyHtmlToBlocks('<pre><code>a</code>b</pre>')).toEqual([
      { type: 'code', text: 'ab' },
    ]);
  });

  it('makes blockquote quote blocks, nested ones too', () => {
    expect(
      legacyHtmlToBlocks(
        '<blockquote><p>цитата</p><blockquote>вложенная</blockquote></blockquote>после',
      ),
    ).toEqual([
      { type: 'quote', blocks: [row('цитата'), { type: 'quote', blocks: [row('вложенная')] }] },
      row('после'),
    ]);
    expect(legacyHtmlToBlocks('<blockquote> </blockquote></blockquote>x')).toEqual([row('x')]);
    expect(legacyHtmlToBlocks('<blockquote>не закрыта')).toEqual([
      { type: 'quote', blocks: [row('не закрыта')] },
    ]);
  });

  it(`nests quotes at most ${MAX_MARKUP_DEPTH} deep, keeping deeper content`, () => {
    const depth = MAX_MARKUP_DEPTH + 3;
    const blocks = legacyHtmlToBlocks(
      `${'<blockquote>'.repeat(depth)}дно${'</blockquote>'.repeat(depth)}после`,
    );
    let level = blocks;
    let nesting = 0;
    while (level[0]?.type === 'quote') {
      level = level[0].blocks;
      nesting++;
    }
    expect(nesting).toBe(MAX_MARKUP_DEPTH);
    expect(level).toEqual([row('дно')]);
    expect(blocks.at(-1)).toEqual(row('после'));
  });

  it('makes images image blocks with alt and size, side-by-side ones sharing a block', () => {
    expect(
      legacyHtmlToBlocks(
        '<p>до<img src="https://x.ru/a.png" alt="кот" width="640" height="480px">' +
          '<img src="/b.png" width="auto"></p><p>после</p><img src="/c.png"><img src="javascript:x"><img>',
      ),
    ).toEqual([
      row('до'),
      {
        type: 'image',
        images: [
          {
            preview: 'https://x.ru/a.png',
            full: 'https://x.ru/a.png',
            alt: 'кот',
            width: 640,
            height: 480,
          },
          { preview: '/b.png', full: '/b.png', alt: '' },
        ],
      },
      row('после'),
      { type: 'image', images: [{ preview: '/c.png', full: '/c.png', alt: '' }] },
    ]);
  });

  it('drops other elements but keeps their text, ending a row at block-like ones', () => {
    expect(
      legacyHtmlToBlocks(
        '<div>один</div><div><span style="color:red">два</span></div><ul><li>три</li><li>четыре</li></ul>' +
          '<table><tr><td>пять</td></tr></table><font>шесть</font><hr>семь',
      ),
    ).toEqual([
      row('один'),
      row('два'),
      row('три'),
      row('четыре'),
      row('пять'),
      row('шесть'),
      row('семь'),
    ]);
  });

  it('drops script, style and other raw-text content, and event attributes', () => {
    expect(
      legacyHtmlToBlocks('<p onclick="alert(1)">a<script>alert(1)</script><style>p{}</style>b</p>'),
    ).toEqual([row('ab')]);
  });

  it('closes misnested formatting at the end tag and ignores stray end tags', () => {
    expect(legacyHtmlToBlocks('<b>a<i>b</b>c</i></u>')).toEqual([row('[b]a[i]b[/i][/b]c')]);
  });

  it(`nests inline formatting at most ${MAX_MARKUP_DEPTH} deep`, () => {
    const [block] = legacyHtmlToBlocks(`${'<i>'.repeat(MAX_MARKUP_DEPTH + 5)}x`);
    expect(block).toEqual(
      row(`${'[i]'.repeat(MAX_MARKUP_DEPTH)}x${'[/i]'.repeat(MAX_MARKUP_DEPTH)}`),
    );
  });

  it('gives no blocks for an empty or whitespace-only body', () => {
    expect(legacyHtmlToBlocks('')).toEqual([]);
    expect(legacyHtmlToBlocks(' \n <p> </p> ')).toEqual([]);
  });

  it('finishes a header or code left open at the end', () => {
    expect(legacyHtmlToBlocks('<h2>Заголовок')).toEqual([{ type: 'header', text: 'Заголовок' }]);
    expect(legacyHtmlToBlocks('<pre>код')).toEqual([{ type: 'code', text: 'код' }]);
  });
});

describe('htmlToMarkup (docs/product §5: pasted rich text is reduced to allowed markup)', () => {
  it('keeps rows, formatting and safe links, and drops what markup has no tag for', () => {
    const html =
      '<h2>Заголовок</h2><p>Привет, <strong>мир</strong> и <a href="https://example.org" onclick="x()">ссылка</a></p>' +
      '<p><span style="color:red">красный</span><script>alert(1)</script></p>';
    expect(serializeMarkup(htmlToMarkup(html))).toBe(
      '[b]Заголовок[/b]\nПривет, [b]мир[/b] и [a href="https://example.org"]ссылка[/a]\nкрасный',
    );
  });

  it('never keeps an unsafe address, and reads markup-looking text as text', () => {
    const nodes = htmlToMarkup(
      '<a href="javascript:alert(1)">x</a><img src="data:x"><p>[b]не тег[/b]</p>',
    );
    expect(nodes).toEqual([
      { type: 'text', text: 'x' },
      { type: 'lineBreak' },
      { type: 'text', text: '[b]не тег[/b]' },
    ]);
  });
});
