import { describe, expect, it } from 'vitest';
import { CAPTCHA_ERROR_STATUS, DomainError, isServerMessage, serverMessages } from './errors';

describe('server messages (docs/product §7, §8)', () => {
  it('names the messages with their statuses', () => {
    expect(serverMessages).toEqual({
      notFound: { message: 'Not Found', status: 404 },
      hasNovelByUrl: { message: 'Has novel by url', status: 409 },
      usernameExists: { message: 'username exist', status: 409 },
      expired: { message: 'expired', status: 498 },
      unavailable: { message: 'Сервис временно недоступен. Попробуйте позже.', status: 503 },
    });
    expect(CAPTCHA_ERROR_STATUS).toBe(498);
  });

  it('makes a typed error with optional detail', () => {
    const error = DomainError.of('hasNovelByUrl', 'steins-gate');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'DomainError',
      message: 'Has novel by url: steins-gate',
      status: 409,
    });
    expect(DomainError.of('notFound').message).toBe('Not Found');
  });

  it('recognises a message by its beginning', () => {
    expect(isServerMessage('Has novel by url: x', 'hasNovelByUrl')).toBe(true);
    expect(isServerMessage('username exist already', 'usernameExists')).toBe(true);
    expect(isServerMessage('Not Found', 'expired')).toBe(false);
    expect(isServerMessage(undefined, 'notFound')).toBe(false);
  });
});
