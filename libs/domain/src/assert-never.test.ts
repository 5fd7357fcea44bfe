import { describe, expect, it } from 'vitest';
import { assertNever } from './assert-never';

describe('assertNever', () => {
  it('throws on a value the types said could not exist', () => {
    expect(() => assertNever('surprise' as never)).toThrow('Unhandled value: surprise');
  });
});
