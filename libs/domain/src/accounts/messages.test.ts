import { describe, expect, it } from 'vitest';
import { accountMessages, profileUpdateErrorMessage } from './messages';

describe('profileUpdateErrorMessage (docs/product §8 Profile)', () => {
  it('tells a taken username apart from other failures', () => {
    expect(profileUpdateErrorMessage('username exist')).toBe(
      'Существует пользователь с таким именем',
    );
    expect(profileUpdateErrorMessage('username exists: Аня')).toBe(
      'Существует пользователь с таким именем',
    );
    expect(profileUpdateErrorMessage('Internal Server Error')).toBe('Не удалось обновить профиль');
  });
});

describe('accountMessages (docs/product §8)', () => {
  it('keeps the texts of the specification', () => {
    expect(accountMessages.wrongCredentials).toBe('Неправильный логин или пароль');
    expect(accountMessages.passwordUpdated).toBe('Пароль обновлен');
    expect(accountMessages.notRussiaRefused).toBe('Но вы в России...');
    expect(accountMessages.imageUnreadable).toBe('Не удалось сконвертировать изображение');
    expect(accountMessages.addOwnerFailed).toBe('Не удалось добавить пользователя');
    expect(accountMessages.removeOwnerFailed).toBe('Не удалось исключить пользователя');
  });
});
