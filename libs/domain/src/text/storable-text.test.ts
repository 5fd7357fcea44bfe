import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storableText, withStorableText } from './storable-text';

describe('storableText', () => {
  it('drops NUL and unpaired surrogates, keeps everything else', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('\u0000')).toBe('');
    expect(storableText('x\uD800y')).toBe('xy');
    expect(storableText('x\uDC00y')).toBe('xy');
    expect(storableText('\uDC00\uD800')).toBe('');
    expect(storableText('ёжик 😀 \uFFFD\t\n')).toBe('ёжик 😀 \uFFFD\t\n');
    expect(storableText('😀\u0000😀')).toBe('😀😀');
  });

  it('answers well-formed text without NUL, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = storableText(text);
        // encodeURIComponent refuses a lone surrogate.
        expect(() => encodeURIComponent(clean)).not.toThrow();
        expect(clean.includes('\u0000')).toBe(false);
        expect(storableText(clean)).toBe(clean);
      }),
    );
  });

  it('leaves clean text as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!text.includes('\u0000'));
        expect(storableText(text)).toBe(text);
      }),
    );
  });
});

describe('withStorableText', () => {
  it('cleans strings at any depth and keeps other values', () => {
    const file = new Uint8Array([0, 1]);
    const date = new Date(0);
    expect(
      withStorableText({ a: 'x\u0000', b: ['y\uD800', 1, null, { c: '\u0000z' }], file, date }),
    ).toEqual({ a: 'x', b: ['y', 1, null, { c: 'z' }], file, date });
    expect((withStorableText({ file }) as { file: Uint8Array }).file).toBe(file);
    // A parsed query string: an object of a class whose prototype has no prototype.
    const Query = function () {} as unknown as new () => Record<string, unknown>;
    Query.prototype = Object.create(null) as object;
    const query = new Query();
    query['search'] = 'a\u0000b';
    expect(withStorableText(query)).toEqual({ search: 'ab' });
  });
});
