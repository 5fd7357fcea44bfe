import { errorEnvelopeSchema } from '@vn/domain';
import { ApiError } from '../../api/client';

/** The form's fields that show a message of their own (the rest are told in the toast). */
export const fieldsWithMessages = ['name', 'url', 'releasedAt', 'expectedReleaseAt'] as const;
export type FieldWithMessage = (typeof fieldsWithMessages)[number];

/**
 * The field errors of a refused save (SPEC.md §5: "Server field errors are shown in the fields"):
 * the API names a draft's fields under `value.` (`{ "value.name": "Нет названия" }`). The refusal
 * may come wrapped (a failed step keeps the API's answer as its cause).
 */
export function projectFieldErrorsOf(
  error: unknown,
): { field: FieldWithMessage; message: string }[] {
  const answer = error instanceof ApiError ? error : error instanceof Error ? error.cause : null;
  if (!(answer instanceof ApiError)) return [];
  const envelope = errorEnvelopeSchema.safeParse(answer.body);
  const fields = envelope.success ? (envelope.data.fields ?? {}) : {};
  return fieldsWithMessages.flatMap((field) => {
    const message = fields[`value.${field}`];
    return message ? [{ field, message }] : [];
  });
}
