import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseRatingField,
  getChosenRatingField,
  RATING_FIELD_KEY,
  useChosenRatingField,
} from './chosen-rating-field';

describe('the chosen rating field (docs/product §2.1, §4)', () => {
  afterEach(() => {
    chooseRatingField('mixRating');
    window.localStorage.clear();
    vi.resetModules();
  });

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

  it('is kept in the browser for the next visit, and a stored value it does not know is ignored', async () => {
    chooseRatingField('bRating');
    expect(window.localStorage.getItem(RATING_FIELD_KEY)).toBe('bRating');
    vi.resetModules();
    const nextVisit = await import('./chosen-rating-field');
    expect(nextVisit.getChosenRatingField()).toBe('bRating');
    window.localStorage.setItem(RATING_FIELD_KEY, 'javascript:alert(1)');
    vi.resetModules();
    const tampered = await import('./chosen-rating-field');
    expect(tampered.getChosenRatingField()).toBe('mixRating');
  });
});
