import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountServerErrorOf,
  accountServerErrors,
  profileUpdatePayload,
  profileUpdateSchema,
  registrationSchema,
  restoreCaptchaError,
  restorePasswordSchema,
  restoreRequestSchema,
} from './validation';

/** Issues as "path: message", the way react-hook-form shows them under fields. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const validRegistration = {
  username: 'Аня',
  email: 'anya@example.com',
  password: '12345678',
  confirmPassword: '12345678',
};

describe('registrationSchema (docs/product §5 Registration)', () => {
  it('accepts a valid form', () => {
    expect(issuesOf(registrationSchema, validRegistration)).toEqual([]);
  });

  it('wants a username of 3 to 24 characters', () => {
    expect(issuesOf(registrationSchema, { ...validRegistration, username: 'ab' })).toEqual([
      'username: Длина имени пользователя должна быть не менее 3 символов',
    ]);
    expect(
      issuesOf(registrationSchema, { ...validRegistration, username: 'a'.repeat(25) }),
    ).toEqual(['username: Длина имени пользователя должна быть меньше 24 символов']);
    expect(
      issuesOf(registrationSchema, { ...validRegistration, username: 'a'.repeat(24) }),
    ).toEqual([]);
  });

  it('accepts every username of 3 to 24 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 24 }), (username) => {
        expect(issuesOf(registrationSchema, { ...validRegistration, username })).toEqual([]);
      }),
    );
  });

  it('wants a valid e-mail', () => {
    for (const email of ['anya', 'anya@', '@example.com', 'anya@example', 'an ya@example.com']) {
      expect(issuesOf(registrationSchema, { ...validRegistration, email })).toEqual([
        'email: Некорректный Email',
      ]);
    }
  });

  it('wants a password of at least 8 characters', () => {
    expect(
      issuesOf(registrationSchema, {
        ...validRegistration,
        password: '1234567',
        confirmPassword: '1234567',
      }),
    ).toEqual(['password: Длина пароля должна быть не менее 8 символов']);
  });

  it('puts a differing confirmation on the confirmation field, alongside other issues', () => {
    expect(
      issuesOf(registrationSchema, { ...validRegistration, username: 'ab', confirmPassword: 'x' }),
    ).toEqual([
      'username: Длина имени пользователя должна быть не менее 3 символов',
      'confirmPassword: Пароли не совпадают',
    ]);
  });
});

describe('restoreRequestSchema (docs/product §5 Restore, step 0)', () => {
  it('wants a valid e-mail and a captcha value', () => {
    expect(issuesOf(restoreRequestSchema, { email: 'a@example.com', captchaValue: 'x7k' })).toEqual(
      [],
    );
    expect(issuesOf(restoreRequestSchema, { email: 'a', captchaValue: '  ' })).toEqual([
      'email: Некорректный Email',
      'captchaValue: Не введен проверочный код',
    ]);
  });
});

describe('restorePasswordSchema (docs/product §5 Restore, step 2)', () => {
  it('wants a new password of at least 8, equal to its confirmation', () => {
    expect(
      issuesOf(restorePasswordSchema, { password: 'qwertyui', confirmPassword: 'qwertyui' }),
    ).toEqual([]);
    expect(
      issuesOf(restorePasswordSchema, { password: 'qwerty', confirmPassword: 'qwerty' }),
    ).toEqual(['password: Длина пароля должна быть не менее 8 символов']);
    expect(
      issuesOf(restorePasswordSchema, { password: 'qwertyui', confirmPassword: 'qwertyuI' }),
    ).toEqual(['confirmPassword: Пароли не совпадают']);
  });
});

describe('profileUpdateSchema (docs/product §5 Profile username)', () => {
  it('wants a username of 3 to 24 characters when one is sent', () => {
    expect(issuesOf(profileUpdateSchema, {})).toEqual([]);
    expect(issuesOf(profileUpdateSchema, { username: 'Аня', role: 'moderator' })).toEqual([]);
    expect(issuesOf(profileUpdateSchema, { username: 'Ан' })).toEqual([
      'username: Имя слишком короткое, минимум 3 и более символа',
    ]);
    expect(issuesOf(profileUpdateSchema, { username: 'я'.repeat(25) })).toEqual([
      'username: Имя пользователя должно быть меньше 24 символов',
    ]);
  });

  it('refuses an unknown role', () => {
    expect(profileUpdateSchema.safeParse({ role: 'owner' }).success).toBe(false);
  });
});

describe('profileUpdatePayload (docs/product §5: unchanged username is not sent)', () => {
  it('leaves out an unchanged username and keeps a changed one', () => {
    const current = { username: 'Аня' };
    expect(profileUpdatePayload(current, { username: 'Аня', description: 'привет' })).toEqual({
      description: 'привет',
    });
    expect(profileUpdatePayload(current, { username: 'Анна' })).toEqual({ username: 'Анна' });
    expect(profileUpdatePayload(current, { description: '' })).toEqual({ description: '' });
  });
});

describe('server field errors (docs/product §5 Registration, §8 Auth)', () => {
  it('puts each server message in its field', () => {
    expect(accountServerErrorOf('Такой пользователь уже существует')?.field).toBe('username');
    expect(accountServerErrorOf('Данный Email уже зарегистрирован')?.field).toBe('email');
    expect(accountServerErrorOf('Коды не совпадают')?.field).toBe('captchaValue');
    expect(accountServerErrorOf('Повторите проверочный код')).toEqual({
      field: 'captchaValue',
      message: 'Повторите проверочный код',
      refreshCaptcha: true,
    });
    expect(accountServerErrorOf('Ошибка сервера')).toBeNull();
  });

  it('reads a restore captcha error: "expired" refreshes, anything else is a wrong code', () => {
    expect(restoreCaptchaError('expired')).toBe(accountServerErrors.captchaExpired);
    expect(restoreCaptchaError('validation failed')).toBe(accountServerErrors.captchaMismatch);
    expect(accountServerErrors.captchaMismatch.message).toBe('Коды не совпадают');
  });
});
