import { isServerMessage } from '../api/errors';

/**
 * Toast and page texts of accounts, users and profiles, exactly as docs/product §2.2 and §8 write them.
 * Where docs/product folds two texts into one with a slash ("Не удалось добавить/исключить пользователя")
 * they are spelled out as two.
 */
export const accountMessages = {
  // §8 Auth
  wrongCredentials: 'Неправильный логин или пароль',
  loginFailed: 'Не удалось войти',
  logoutFailed: 'Ошибка сервера',
  registrationFailed: 'Не получилось зарегистрировать пользователя',
  restoreRequestFailed: 'Не получилось отправить запрос на восстановление пароля',
  restoreCodeMismatch: 'Код не совпадает',
  requestFailed: 'Не получилось выполнить запрос',
  passwordUpdated: 'Пароль обновлен',
  // §2.2 /registrationConfirm
  registrationConfirmed: 'Регистрация завершена.',
  registrationConfirmFailed: 'Что-то пошло не так.',
  // §8 Users
  removeUserFailed: 'Не удалось удалить пользователя',
  // §2.1 "success toasts also exist": §8 names none for a removal, so this one is ours.
  userRemoved: 'Пользователь удалён',
  addOwnerFailed: 'Не удалось добавить пользователя',
  removeOwnerFailed: 'Не удалось исключить пользователя',
  ownerAdded: 'Пользователь добавлен',
  ownerRemoved: 'Пользователь исключен',
  banFailed: 'Не получилось забанить пользователя',
  banned: 'Пользователь забанен',
  unbanFailed: 'Не получилось разбанить пользователя',
  unbanned: 'Пользователь разбанен',
  // §8 Profile and settings
  profileUpdateFailed: 'Не удалось обновить профиль',
  usernameExists: 'Существует пользователь с таким именем',
  settingsUpdateFailed: 'Не удалось изменить настройки',
  settingUpdateFailed: 'Не удалось изменить настройку',
  notRussiaRefused: 'Но вы в России...',
  // §8 Images: a picture the browser or the server cannot read (avatar, background)
  imageUnreadable: 'Не удалось сконвертировать изображение',
  // §8 Empty states
  userNotFound: 'Пользователь не найден',
} as const;

/**
 * The toast for a failed profile update (docs/product §8 Profile): a server message starting
 * "username exist" means the new name is taken; anything else is the generic failure.
 */
export function profileUpdateErrorMessage(serverMessage: string): string {
  return isServerMessage(serverMessage, 'usernameExists')
    ? accountMessages.usernameExists
    : accountMessages.profileUpdateFailed;
}
