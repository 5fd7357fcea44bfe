import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { postContentOf, saveFailureMessage, serverFieldErrorsOf } from './post-form';

describe('postContentOf', () => {
  it('sends blocks, converting an old markup body', () => {
    expect(postContentOf({ section: 'tech', title: 'Т', body: '[b]a[/b]' })).toEqual({
      section: 'tech',
      title: 'Т',
      body: [{ type: 'text', text: '[b]a[/b]' }],
    });
    const blocks = [{ type: 'header' as const, text: 'Глава' }];
    expect(postContentOf({ section: 'job', title: 'Т', body: blocks }).body).toEqual(blocks);
  });
});

describe('serverFieldErrorsOf', () => {
  it('takes the messages of the fields the form has', () => {
    const error = new ApiError('Нет заголовка', 400, {
      message: 'Нет заголовка',
      fields: { title: 'Нет заголовка', body: 'Пустое сообщение', poster: 'x' },
    });
    expect(serverFieldErrorsOf(error)).toEqual([
      { field: 'title', message: 'Нет заголовка' },
      { field: 'body', message: 'Пустое сообщение' },
    ]);
  });

  it('finds none in an answer without fields, or in a failure that is not an answer', () => {
    expect(serverFieldErrorsOf(new ApiError('Forbidden', 403, { message: 'Forbidden' }))).toEqual(
      [],
    );
    expect(serverFieldErrorsOf(new TypeError('Failed to fetch'))).toEqual([]);
  });
});

describe('saveFailureMessage', () => {
  it("is the server's message, else the page's text", () => {
    expect(saveFailureMessage(new ApiError('Нет изменений', 400, null), 'x')).toBe('Нет изменений');
    expect(saveFailureMessage(new TypeError('Failed to fetch'), 'Не удалось')).toBe('Не удалось');
  });
});
