import { describe, expect, it } from 'vitest';
import { ApiError, messageOf } from './client';
import { failureText } from './failure-text';

describe('failureText (docs/product §7, §8)', () => {
  it('adds the server’s reason to the §8 text', () => {
    expect(
      failureText('Не удалось изменить тег', new ApiError('Такой тег уже существует: X', 409, {})),
    ).toBe('Не удалось изменить тег: Такой тег уже существует: X');
  });

  it('names the request of a failure of the server’s, so that a report of it can be found', () => {
    const id = '2c9c2fe3-75e0-47e6-aa2c-d779d9cae57b';
    const failed = new ApiError('Internal Server Error', 500, {
      message: 'Internal Server Error',
      requestId: id,
    });
    expect(failureText('Не удалось сохранить', failed)).toBe(
      `Не удалось сохранить: Internal Server Error (код запроса: ${id})`,
    );
    expect(messageOf(failed)).toBe(`Internal Server Error (код запроса: ${id})`);
    // A refusal of the reader's input is the reader's to mend: no request to report.
    expect(messageOf(new ApiError('Некорректный Email', 400, { requestId: id }))).toBe(
      'Некорректный Email',
    );
    expect(messageOf(new ApiError('Bad Gateway', 502, 'not json'))).toBe('Bad Gateway');
  });

  it('keeps the §8 text alone when there is no reason', () => {
    expect(failureText('Не удалось удалить тег', new Error(''))).toBe('Не удалось удалить тег');
    expect(failureText('Не удалось удалить тег', 'строка')).toBe('Не удалось удалить тег');
  });
});
