import { describe, expect, it } from 'vitest';
import { hashTarget } from './use-scroll-to-hash';

describe('hashTarget (docs/product §2.2 #commentId)', () => {
  it('reads the id after the #', () => {
    expect(hashTarget('#6650a1b2c3d4e5f6a7b8c9d0')).toBe('6650a1b2c3d4e5f6a7b8c9d0');
  });

  it('decodes an encoded id and keeps a malformed one as typed', () => {
    expect(hashTarget('#%D0%B0')).toBe('а');
    expect(hashTarget('#%zz')).toBe('%zz');
  });

  it('is null without a hash', () => {
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#')).toBeNull();
  });
});
