import { f as object, g as string, l as email } from "./schemas-PBjYTboi.js";
import { t as isServerMessage } from "./errors-G8twuXyL.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as userRoleSchema } from "./schemas-DrfeXcU4.js";
// libs/domain/src/accounts/validation.ts
/**
* Account forms (SPEC.md §5 Registration, Restore, Profile username; §9 limits). Each schema puts its
* Russian message on the field it is about, so react-hook-form (through @hookform/resolvers) shows it
* under that field.
*/
var { usernameMin, usernameMax, passwordMin } = LIMITS;
/** The client-side validation texts of the account forms, exactly as SPEC.md §5 writes them. */
var accountValidationMessages = {
	registrationUsernameTooShort: "Длина имени пользователя должна быть не менее 3 символов",
	registrationUsernameTooLong: "Длина имени пользователя должна быть меньше 24 символов",
	invalidEmail: "Некорректный Email",
	passwordTooShort: "Длина пароля должна быть не менее 8 символов",
	passwordsDiffer: "Пароли не совпадают",
	captchaMissing: "Не введен проверочный код",
	profileUsernameTooLong: "Имя пользователя должно быть меньше 24 символов",
	profileUsernameTooShort: "Имя слишком короткое, минимум 3 и более символа"
};
var m = accountValidationMessages;
/**
* The e-mail "standard pattern" (SPEC.md §5) is zod's own e-mail check: SPEC.md does not give the
* pattern, and zod's is the common practical one (a dotted domain with a TLD of two or more letters).
*/
var emailSchema = email({ error: m.invalidEmail });
var passwordSchema = string().min(passwordMin, { error: m.passwordTooShort });
/** The password confirmation must equal the password; the issue sits on `confirmPassword`. */
function passwordsMatch(form) {
	return form.password === form.confirmPassword;
}
var passwordsMatchIssue = {
	error: m.passwordsDiffer,
	path: ["confirmPassword"]
};
/** /registration (SPEC.md §2.2, §5 Registration): username, e-mail, password, confirm password. */
var registrationSchema = object({
	username: string().min(usernameMin, { error: m.registrationUsernameTooShort }).max(usernameMax, { error: m.registrationUsernameTooLong }),
	email: emailSchema,
	password: passwordSchema,
	confirmPassword: string()
}).refine(passwordsMatch, passwordsMatchIssue);
/**
* /restore step 0 (SPEC.md §4 Password recovery, §5 Restore): e-mail plus the captcha code the user
* typed. The captcha id comes from GET /api/captcha, not from the user, so it is not validated here.
* A value of only spaces counts as not entered.
*/
var restoreRequestSchema = object({
	email: emailSchema,
	captchaValue: string().trim().min(1, { error: m.captchaMissing })
});
/**
* /restore step 2 (SPEC.md §5 Restore): new password at least 8 and equal to its confirmation.
* SPEC.md gives no texts for this step, so it reuses the registration ones for the same rules.
*/
var restorePasswordSchema = object({
	password: passwordSchema,
	confirmPassword: string()
}).refine(passwordsMatch, passwordsMatchIssue);
/**
* /edit/profile/{id} fields that carry rules (SPEC.md §2.2, §5 Profile username). The username is
* optional because an unchanged one is not sent (see `profileUpdatePayload`); the role is only
* offered to moderators, which is `can(…'changeRole')`'s business, not validation's.
*/
var profileUpdateSchema = object({
	username: string().max(usernameMax, { error: m.profileUsernameTooLong }).min(usernameMin, { error: m.profileUsernameTooShort }).optional(),
	description: string().optional(),
	role: userRoleSchema.optional()
});
/**
* The profile update to send (SPEC.md §5: "Unchanged username is not sent"): the edited fields, minus
* the username when it equals the current one.
*/
function profileUpdatePayload(current, edited) {
	const { username, ...rest } = edited;
	return username === void 0 || username === current.username ? rest : {
		...rest,
		username
	};
}
/**
* The server's field errors on sign-up and password restore (SPEC.md §5 Registration, §8 Auth), each
* with the field it belongs to. `refreshCaptcha`: a missing or expired captcha also loads a new one.
*
* SPEC.md lists captcha errors for sign-up (status 498) while the /registration route lists no
* captcha box; the errors point at `captchaValue`, the field name the restore form uses, so whichever
* form shows a captcha box shows them.
*/
var accountServerErrors = {
	usernameTaken: {
		field: "username",
		message: "Такой пользователь уже существует",
		refreshCaptcha: false
	},
	emailTaken: {
		field: "email",
		message: "Данный Email уже зарегистрирован",
		refreshCaptcha: false
	},
	captchaMismatch: {
		field: "captchaValue",
		message: "Коды не совпадают",
		refreshCaptcha: false
	},
	captchaExpired: {
		field: "captchaValue",
		message: "Повторите проверочный код",
		refreshCaptcha: true
	}
};
/**
* The field error for a server message on sign-up or restore, or null when the message is not a field
* error (then it is shown as a toast, SPEC.md §8). Matches the texts of `accountServerErrors`.
*/
function accountServerErrorOf(message) {
	return Object.values(accountServerErrors).find((error) => error.message === message) ?? null;
}
/**
* A captcha error (status 498) on password restore (SPEC.md §8 Auth): the message "expired" asks for a
* new captcha ("Повторите проверочный код"); any other is a wrong code ("Коды не совпадают").
*/
function restoreCaptchaError(serverMessage) {
	return isServerMessage(serverMessage, "expired") ? accountServerErrors.captchaExpired : accountServerErrors.captchaMismatch;
}
export { profileUpdateSchema as a, restorePasswordSchema as c, profileUpdatePayload as i, restoreRequestSchema as l, accountServerErrors as n, registrationSchema as o, accountValidationMessages as r, restoreCaptchaError as s, accountServerErrorOf as t };

//# sourceMappingURL=validation-DtyEoTMl.js.map