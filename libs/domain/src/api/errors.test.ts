import { describe, expect, it } from 'vitest';
import { failureKindsOf } from './endpoint';
import {
  CAPTCHA_ERROR_STATUS,
  DomainError,
  errorKindOf,
  errorKinds,
  isServerMessage,
  serverMessages,
  type ErrorKind,
} from './errors';

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

describe('error kinds', () => {
  const kinds = Object.keys(errorKinds) as ErrorKind[];

  it('gives each kind its own status, so a status names its kind', () => {
    for (const kind of kinds) expect(errorKindOf(errorKinds[kind].status)).toBe(kind);
    expect(errorKindOf(418)).toBeUndefined();
  });

  it('answers with the status of the kind it is thrown as', () => {
    const error = new DomainError('conflict', 'Черновик уже опубликован', { id: 'занят' });
    expect(error).toMatchObject({
      kind: 'conflict',
      status: 409,
      message: 'Черновик уже опубликован',
      fields: { id: 'занят' },
    });
    expect(DomainError.of('expired')).toMatchObject({ kind: 'captcha', status: 498 });
  });
});

describe('what a call can fail with (failureKindsOf)', () => {
  const response = {} as never;

  it('implies only 503 for a public read without input: the database may be away', () => {
    expect(failureKindsOf({ public: true })).toEqual(['unavailable']);
    expect(failureKindsOf({ method: 'GET', public: true })).toEqual(['unavailable']);
  });

  it('implies 400 for input, 401 without public, 404 for a named record, 413 and 415 for a body', () => {
    expect(failureKindsOf({ query: response, public: true })).toEqual(['invalid', 'unavailable']);
    expect(failureKindsOf({ params: response })).toEqual([
      'invalid',
      'notSignedIn',
      'notFound',
      'unavailable',
    ]);
    expect(failureKindsOf({ body: response, public: true })).toEqual([
      'invalid',
      'tooLarge',
      'unsupportedMediaType',
      'unavailable',
    ]);
    expect(failureKindsOf({ files: ['image'] })).toEqual([
      'invalid',
      'notSignedIn',
      'tooLarge',
      'unsupportedMediaType',
      'unavailable',
    ]);
  });

  it('implies 403 (another site) and 415 (a body of another type) for every write', () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect(failureKindsOf({ method, public: true })).toEqual([
        'forbidden',
        'unsupportedMediaType',
        'unavailable',
      ]);
    }
  });

  it('adds the declared kinds, in the order of the table, each once', () => {
    expect(
      failureKindsOf({ public: true, errors: ['tooManyRequests', 'notSignedIn', 'notSignedIn'] }),
    ).toEqual(['notSignedIn', 'tooManyRequests', 'unavailable']);
  });
});
