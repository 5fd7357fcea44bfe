import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { failureText } from './failure-text';

describe('failureText (docs/product §7, §8)', () => {
  it('adds the server’s reason to the §8 text', () => {
    expect(
      failureText('Не удалось изменить тег', new ApiError('Такой тег уже существует: X', 409, {})),
    ).toBe('Не удалось изменить тег: Такой тег уже существует: X');
  });

  it('keeps the §8 text alone when there is no reason', () => {
    expect(failureText('Не удалось удалить тег', new Error(''))).toBe('Не удалось удалить тег');
    expect(failureText('Не удалось удалить тег', 'строка')).toBe('Не удалось удалить тег');
  });
});
