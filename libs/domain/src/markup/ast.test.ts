import { describe, expect, it } from 'vitest';
import { isStyleNode, STYLE_TAGS, type MarkupNode } from './ast';

describe('isStyleNode', () => {
  it('is a plain formatting tag, each of STYLE_TAGS', () => {
    for (const type of STYLE_TAGS) expect(isStyleNode({ type, children: [] })).toBe(true);
  });

  it('is not a tag with an attribute, a leaf, text or a line break', () => {
    const others: MarkupNode[] = [
      { type: 'a', href: '/novels', children: [] },
      { type: 'novel', url: 'leto', children: [] },
      { type: 'spoiler', title: 'Спойлер', children: [] },
      { type: 'user', username: 'Алиса' },
      { type: 'smile', name: 'smile' },
      { type: 'text', text: 'лето' },
      { type: 'lineBreak' },
    ];
    for (const node of others) expect(isStyleNode(node)).toBe(false);
  });
});
