import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseRatingField,
  getChosenRatingField,
  useChosenRatingField,
} from './chosen-rating-field';

describe('the chosen rating field (SPEC.md §2.1, §4)', () => {
  afterEach(() => chooseRatingField('mixRating'));

  it('is the mixed rating until the reader chooses', () => {
    expect(getChosenRatingField()).toBe('mixRating');
  });

  it('follows the reader’s choice, and tells the menus', () => {
    const { result } = renderHook(() => useChosenRatingField());
    expect(result.current).toBe('mixRating');
    act(() => chooseRatingField('vndbRating'));
    expect(result.current).toBe('vndbRating');
    expect(getChosenRatingField()).toBe('vndbRating');
  });
});
