import { describe, expect, it } from 'vitest';
import type { MarkupNode } from './ast';
import { RowBuilder, trimRow } from './legacy-html-row';
import { MAX_MARKUP_DEPTH } from './limits';

const text = (value: string): MarkupNode => ({ type: 'text', text: value });

describe('trimRow', () => {
  it('trims collapsible spaces at both ends of a row, keeping non-breaking ones', () => {
    expect(trimRow([text(' \ta '), { type: 'b', children: [text(' b ')] }, text(' c\n ')])).toEqual(
      [text('a '), { type: 'b', children: [text(' b ')] }, text(' c')],
    );
    expect(trimRow([text('\u00a0x\u00a0')])).toEqual([text('\u00a0x\u00a0')]);
  });

  it('drops a text left empty', () => {
    expect(trimRow([text('  ')])).toEqual([]);
    expect(trimRow([])).toEqual([]);
  });
});

describe('RowBuilder', () => {
  it('builds inline formatting, merging neighbouring text', () => {
    const row = new RowBuilder();
    row.addText('a');
    row.open('b', '');
    row.addText('b');
    row.addText('c');
    row.close('b');
    expect(row.take()).toEqual([text('a'), { type: 'b', children: [text('bc')] }]);
  });

  it('carries open formatting across a line break and into the next row, dropping empty tags', () => {
    const row = new RowBuilder();
    row.open('a', ' /x ');
    row.addText('1');
    row.addLineBreak();
    row.addText('2');
    expect(row.take()).toEqual([
      { type: 'a', href: '/x', children: [text('1')] },
      { type: 'lineBreak' },
      { type: 'a', href: '/x', children: [text('2')] },
    ]);
    row.addText('3');
    row.close('a');
    row.addText('4');
    expect(row.take()).toEqual([{ type: 'a', href: '/x', children: [text('3')] }, text('4')]);
    expect(row.take()).toEqual([]);
  });

  it('ignores a link inside a link, stray end tags and formatting nested too deep', () => {
    const row = new RowBuilder();
    row.open('a', '/x');
    row.open('a', '/y');
    row.close('u');
    for (let level = 0; level < MAX_MARKUP_DEPTH + 1; level++) row.open('i', '');
    row.addText('z');
    const [link] = row.take();
    let depth = 0;
    let node = link;
    while (node && 'children' in node) {
      depth++;
      node = node.children[0];
    }
    expect(depth).toBe(MAX_MARKUP_DEPTH);
  });
});
