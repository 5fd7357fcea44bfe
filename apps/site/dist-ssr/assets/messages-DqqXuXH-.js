// libs/domain/src/accounts/messages.ts
/**
* Toast and page texts of accounts, users and profiles, exactly as SPEC.md §2.2 and §8 write them.
* Where SPEC.md folds two texts into one with a slash ("Не удалось добавить/исключить пользователя")
* they are spelled out as two.
*/
var accountMessages = {
	wrongCredentials: "Неправильный логин или пароль",
	loginFailed: "Не удалось войти",
	logoutFailed: "Ошибка сервера",
	registrationFailed: "Не получилось зарегистрировать пользователя",
	restoreRequestFailed: "Не получилось отправить запрос на восстановление пароля",
	restoreCodeMismatch: "Код не совпадает",
	requestFailed: "Не получилось выполнить запрос",
	passwordUpdated: "Пароль обновлен",
	registrationConfirmed: "Регистрация завершена.",
	registrationConfirmFailed: "Что-то пошло не так.",
	removeUserFailed: "Не удалось удалить пользователя",
	userRemoved: "Пользователь удалён",
	addOwnerFailed: "Не удалось добавить пользователя",
	removeOwnerFailed: "Не удалось исключить пользователя",
	ownerAdded: "Пользователь добавлен",
	ownerRemoved: "Пользователь исключен",
	banFailed: "Не получилось забанить пользователя",
	banned: "Пользователь забанен",
	unbanFailed: "Не получилось разбанить пользователя",
	unbanned: "Пользователь разбанен",
	profileUpdateFailed: "Не удалось обновить профиль",
	usernameExists: "Существует пользователь с таким именем",
	settingsUpdateFailed: "Не удалось изменить настройки",
	settingUpdateFailed: "Не удалось изменить настройку",
	notRussiaRefused: "Но вы в России...",
	imageUnreadable: "Не удалось сконвертировать изображение",
	userNotFound: "Пользователь не найден"
};
export { accountMessages as t };

//# sourceMappingURL=messages-DqqXuXH-.js.map