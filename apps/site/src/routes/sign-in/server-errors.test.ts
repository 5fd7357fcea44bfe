import { accountServerErrors } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { serverFieldErrorsOf } from './server-errors';

const apiError = (status: number, body: { message: string; fields?: Record<string, string> }) =>
  new ApiError(body.message, status, body);

describe('serverFieldErrorsOf (docs/product §5, §8 Auth)', () => {
  it('reads a taken name or e-mail from the answer’s fields', () => {
    const taken = apiError(409, {
      message: 'Такой пользователь уже существует',
      fields: { username: 'Такой пользователь уже существует' },
    });
    expect(serverFieldErrorsOf(taken)).toEqual([accountServerErrors.usernameTaken]);
    const email = apiError(409, {
      message: 'Данный Email уже зарегистрирован',
      fields: { email: 'Данный Email уже зарегистрирован' },
    });
    expect(serverFieldErrorsOf(email)).toEqual([accountServerErrors.emailTaken]);
  });

  it('takes a 498 "expired" as a captcha to repeat, any other 498 as a wrong answer', () => {
    expect(serverFieldErrorsOf(apiError(498, { message: 'expired' }))).toEqual([
      accountServerErrors.captchaExpired,
    ]);
    expect(serverFieldErrorsOf(apiError(498, { message: 'Коды не совпадают' }))).toEqual([
      accountServerErrors.captchaMismatch,
    ]);
  });

  it('leaves texts docs/product does not name (the contract’s own) and other failures to the toast', () => {
    const contract = apiError(400, {
      message: 'Некорректные данные: email — Неверный адрес почты',
      fields: { email: 'Неверный адрес почты' },
    });
    expect(serverFieldErrorsOf(contract)).toEqual([]);
    expect(serverFieldErrorsOf(apiError(500, { message: 'Internal Server Error' }))).toEqual([]);
    expect(serverFieldErrorsOf(new TypeError('Failed to fetch'))).toEqual([]);
  });
});
