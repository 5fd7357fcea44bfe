import { describe, expect, it } from 'vitest';
import { scanTag } from './tag-scanner';

describe('scanTag', () => {
  it('reads an opener, a closer and a leaf, and tells where each ends', () => {
    expect(scanTag('x[b]y', 1)).toEqual({ kind: 'open', tag: 'b', attribute: undefined, end: 4 });
    expect(scanTag('[/spoiler]', 0)).toEqual({ kind: 'close', tag: 'spoiler', end: 10 });
    expect(scanTag('[/img]', 0)).toEqual({ kind: 'close', tag: 'img', end: 6 });
    expect(scanTag('[user]Вася[/USER]!', 0)).toEqual({
      kind: 'leaf',
      tag: 'user',
      content: 'Вася',
      end: 17,
    });
  });

  it('reads the tag’s own attribute and skips others', () => {
    expect(scanTag('[a x=1 href="/h" y="2"]', 0)).toEqual({
      kind: 'open',
      tag: 'a',
      attribute: '/h',
      end: 23,
    });
    expect(scanTag('[spoiler\ttitle=Т]', 0)).toEqual({
      kind: 'open',
      tag: 'spoiler',
      attribute: 'Т',
      end: 17,
    });
  });

  it('returns undefined where no allowed tag starts', () => {
    for (const source of ['[', '[x]', '[/x]', '[/b', '[b', '[a href="/x"', '[user]a', '[b =1]']) {
      expect(scanTag(source, 0)).toBeUndefined();
    }
  });

  it('stops at the next unescaped bracket, which keeps the whole parse linear', () => {
    expect(scanTag('[a href="x[b]"]', 0)).toBeUndefined();
    expect(scanTag('[a href="x\\[b]"]', 0)).toEqual({
      kind: 'open',
      tag: 'a',
      attribute: 'x[b]',
      end: 16,
    });
  });
});
