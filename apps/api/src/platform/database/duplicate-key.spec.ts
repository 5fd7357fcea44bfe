import { describe, expect, it } from 'vitest';
import { isDuplicateKey, isDuplicateKeyOn } from './duplicate-key';

describe('a write refused by a unique index', () => {
  it('is known by its code alone', () => {
    expect(isDuplicateKey({ code: 11000, message: 'E11000 duplicate key error' })).toBe(true);
    expect(isDuplicateKey({ code: 11000 })).toBe(true);
    expect(isDuplicateKey({ code: 11001 })).toBe(false);
    expect(isDuplicateKey(new Error('E11000 in a message only'))).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
    expect(isDuplicateKey('E11000')).toBe(false);
  });

  it('names its field by the key pattern (MongoDB), else by the message (FerretDB)', () => {
    expect(isDuplicateKeyOn({ code: 11000, keyPattern: { url: 1 } }, 'url')).toBe(true);
    expect(isDuplicateKeyOn({ code: 11000, keyPattern: { name: 1 }, message: 'url' }, 'url')).toBe(
      false,
    );
    expect(isDuplicateKeyOn({ code: 11000, message: 'index novels_url_unique' }, 'url')).toBe(true);
    expect(isDuplicateKeyOn({ code: 11000, message: 'duplicate key' }, 'url')).toBe(false);
    expect(isDuplicateKeyOn({ code: 1, keyPattern: { url: 1 } }, 'url')).toBe(false);
  });
});
