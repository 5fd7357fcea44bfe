import { z } from 'zod';
import { isServerMessage } from '../api/errors';
import { LIMITS } from '../format/constants';
import { userRoleSchema } from './schemas';

/**
 * Account forms (docs/product §5 Registration, Restore, Profile username; §9 limits). Each schema puts its
 * Russian message on the field it is about, so react-hook-form (through @hookform/resolvers) shows it
 * under that field.
 */

/*
 * Username 3-24 and password at least 8 (docs/product §9, `LIMITS`). "меньше 24" in the texts is the
 * product's wording; 24 itself is allowed, as §9 says "3-24".
 */
const { usernameMin, usernameMax, passwordMin } = LIMITS;

/** The client-side validation texts of the account forms, exactly as docs/product §5 writes them. */
export const accountValidationMessages = {
  registrationUsernameTooShort: 'Длина имени пользователя должна быть не менее 3 символов',
  registrationUsernameTooLong: 'Длина имени пользователя должна быть меньше 24 символов',
  invalidEmail: 'Некорректный Email',
  passwordTooShort: 'Длина пароля должна быть не менее 8 символов',
  passwordsDiffer: 'Пароли не совпадают',
  captchaMissing: 'Не введен проверочный код',
  profileUsernameTooLong: 'Имя пользователя должно быть меньше 24 символов',
  profileUsernameTooShort: 'Имя слишком короткое, минимум 3 и более символа',
} as const;

const m = accountValidationMessages;

/**
 * The e-mail "standard pattern" (docs/product §5) is zod's own e-mail check: docs/product does not give the
 * pattern, and zod's is the common practical one (a dotted domain with a TLD of two or more letters).
 */
const emailSchema = z.email({ error: m.invalidEmail });
const passwordSchema = z.string().min(passwordMin, { error: m.passwordTooShort });

/** The password confirmation must equal the password; the issue sits on `confirmPassword`. */
function passwordsMatch(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}
const passwordsMatchIssue = { error: m.passwordsDiffer, path: ['confirmPassword'] };

/** /registration (docs/product §2.2, §5 Registration): username, e-mail, password, confirm password. */
export const registrationSchema = z
  .object({
    username: z
      .string()
      .min(usernameMin, { error: m.registrationUsernameTooShort })
      .max(usernameMax, { error: m.registrationUsernameTooLong }),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type RegistrationForm = z.infer<typeof registrationSchema>;

/**
 * /restore step 0 (docs/product §4 Password recovery, §5 Restore): e-mail plus the captcha code the user
 * typed. The captcha id comes from GET /api/captcha, not from the user, so it is not validated here.
 * A value of only spaces counts as not entered.
 */
export const restoreRequestSchema = z.object({
  email: emailSchema,
  captchaValue: z.string().trim().min(1, { error: m.captchaMissing }),
});
export type RestoreRequestForm = z.infer<typeof restoreRequestSchema>;

/**
 * /restore step 2 (docs/product §5 Restore): new password at least 8 and equal to its confirmation.
 * docs/product gives no texts for this step, so it reuses the registration ones for the same rules.
 */
export const restorePasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, passwordsMatchIssue);
export type RestorePasswordForm = z.infer<typeof restorePasswordSchema>;

/**
 * /edit/profile/{id} fields that carry rules (docs/product §2.2, §5 Profile username). The username is
 * optional because an unchanged one is not sent (see `profileUpdatePayload`); the role is only
 * offered to moderators, which is `can(…'changeRole')`'s business, not validation's.
 */
export const profileUpdateSchema = z.object({
  username: z
    .string()
    .max(usernameMax, { error: m.profileUsernameTooLong })
    .min(usernameMin, { error: m.profileUsernameTooShort })
    .optional(),
  description: z.string().optional(),
  role: userRoleSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * The profile update to send (docs/product §5: "Unchanged username is not sent"): the edited fields, minus
 * the username when it equals the current one.
 */
export function profileUpdatePayload(
  current: { username: string },
  edited: ProfileUpdate,
): ProfileUpdate {
  const { username, ...rest } = edited;
  return username === undefined || username === current.username ? rest : { ...rest, username };
}

/** Form fields a server error can point at (docs/product §5: "Server field errors are shown in the fields"). */
export type AccountField = 'username' | 'email' | 'captchaValue';

/**
 * The server's field errors on sign-up and password restore (docs/product §5 Registration, §8 Auth), each
 * with the field it belongs to. `refreshCaptcha`: a missing or expired captcha also loads a new one.
 *
 * docs/product lists captcha errors for sign-up (status 498) while the /registration route lists no
 * captcha box; the errors point at `captchaValue`, the field name the restore form uses, so whichever
 * form shows a captcha box shows them.
 */
export const accountServerErrors = {
  usernameTaken: {
    field: 'username',
    message: 'Такой пользователь уже существует',
    refreshCaptcha: false,
  },
  emailTaken: {
    field: 'email',
    message: 'Данный Email уже зарегистрирован',
    refreshCaptcha: false,
  },
  captchaMismatch: { field: 'captchaValue', message: 'Коды не совпадают', refreshCaptcha: false },
  captchaExpired: {
    field: 'captchaValue',
    message: 'Повторите проверочный код',
    refreshCaptcha: true,
  },
} as const satisfies Record<
  string,
  { field: AccountField; message: string; refreshCaptcha: boolean }
>;
export type AccountServerError = (typeof accountServerErrors)[keyof typeof accountServerErrors];

/**
 * The field error for a server message on sign-up or restore, or null when the message is not a field
 * error (then it is shown as a toast, docs/product §8). Matches the texts of `accountServerErrors`.
 */
export function accountServerErrorOf(message: string): AccountServerError | null {
  return Object.values(accountServerErrors).find((error) => error.message === message) ?? null;
}

/**
 * A captcha error (status 498) on password restore (docs/product §8 Auth): the message "expired" asks for a
 * new captcha ("Повторите проверочный код"); any other is a wrong code ("Коды не совпадают").
 */
export function restoreCaptchaError(serverMessage: string): AccountServerError {
  return isServerMessage(serverMessage, 'expired')
    ? accountServerErrors.captchaExpired
    : accountServerErrors.captchaMismatch;
}
