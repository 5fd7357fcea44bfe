import { describe, expect, it } from 'vitest';
import { parseMarkup } from './parse';
import { serializeMarkup } from './serialize';
import { SMILES, smileOf } from './smiles';

describe('smiles (docs/product §3 tag smile)', () => {
  it('finds a smile by its stored name, and nothing for an unknown one', () => {
    expect(smileOf({ name: 'laugh' })).toEqual({ name: 'laugh', emoji: '😄', label: 'Смех' });
    expect(smileOf({ name: 'lol' })).toBeUndefined();
  });

  it('names every smile uniquely, with a name the markup can store and read back', () => {
    expect(new Set(SMILES.map((smile) => smile.name)).size).toBe(SMILES.length);
    for (const smile of SMILES) {
      const markup = serializeMarkup([{ type: 'smile', name: smile.name }]);
      expect(parseMarkup(markup)).toEqual([{ type: 'smile', name: smile.name }]);
    }
  });
});
