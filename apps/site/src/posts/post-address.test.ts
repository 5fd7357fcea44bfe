import { describe, expect, it } from 'vitest';
import { isCountId } from './post-address';

describe('isCountId', () => {
  it('takes positive whole numbers only', () => {
    expect(['1', '42', '100000'].every(isCountId)).toBe(true);
    expect(['0', '-1', '1.5', 'abc', '', '01'].some(isCountId)).toBe(false);
  });
});
