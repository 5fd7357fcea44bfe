import { describe, expect, it } from 'vitest';
import type { MarkupNode } from './ast';
import { parseMarkup } from './parse';
import { markupPlainText } from './plain-text';

describe('markupPlainText', () => {
  it('keeps the text of formatting and links, and line breaks', () => {
    expect(
      markupPlainText(
        parseMarkup(
          '[b]Жирный[/b] [i]курсив[/i] [u]п[/u][s]з[/s] [center]ц[/center][right]п[/right]\n' +
            '[a href="/x"]ссылка[/a] [novel url="sg"]Steins;Gate[/novel] [user]Вася[/user]',
        ),
      ),
    ).toBe('Жирный курсив пз цп\nссылка Steins;Gate Вася');
  });

  it('shows a spoiler’s title, never its content', () => {
    expect(markupPlainText(parseMarkup('[spoiler title="Финал"]все умерли[/spoiler]'))).toBe(
      'Финал',
    );
  });

  it('leaves out hidden text and pictures', () => {
    expect(
      markupPlainText(
        parseMarkup(
          'a[hide]тайна[/hide]b[img]/a.png[/img][sticker]wk/1[/sticker][smile]lol[/smile]c',
        ),
      ),
    ).toBe('abc');
  });
});

describe('markupPlainText on a mistyped tree', () => {
  it('throws on a node type it does not know', () => {
    expect(() => markupPlainText([{ type: 'script' } as unknown as MarkupNode])).toThrow(
      'Unhandled case',
    );
  });
});
