import {
  accountServerErrorOf,
  CAPTCHA_ERROR_STATUS,
  errorEnvelopeSchema,
  restoreCaptchaError,
  type AccountServerError,
} from '@vn/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';

/**
 * The field errors in a failed sign-up or recovery request (docs/product §5 Registration, §8 Auth).
 * Status 498 is a captcha error: "expired" (a missing, used or expired challenge) asks for a new one,
 * anything else is a wrong answer. Other answers carry `fields` (the API's `{ message, fields }`,
 * e.g. 409 `{ username: "Такой пользователь уже существует" }`); only the texts docs/product names are
 * taken, so a contract message in English never reaches a field. Empty: show the page's toast.
 */
export function serverFieldErrorsOf(error: unknown): AccountServerError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.status === CAPTCHA_ERROR_STATUS) return [restoreCaptchaError(error.message)];
  const envelope = errorEnvelopeSchema.safeParse(error.body);
  const fields = envelope.success ? (envelope.data.fields ?? {}) : {};
  return Object.values(fields)
    .map(accountServerErrorOf)
    .filter((found): found is AccountServerError => found !== null);
}

/**
 * Shows server field errors under the fields this form has, focusing the first (the reader's next
 * step is there). Answers how many were shown.
 */
export function showServerFieldErrors<T extends FieldValues>(
  errors: readonly AccountServerError[],
  formFields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): number {
  const shown = errors.filter((error) => (formFields as readonly string[]).includes(error.field));
  shown.forEach((error, index) =>
    setError(
      error.field as Path<T>,
      { type: 'server', message: error.message },
      { shouldFocus: index === 0 },
    ),
  );
  return shown.length;
}
