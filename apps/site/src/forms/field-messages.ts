import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client';

/** A message about one field of a form, under the name the form holds it by. */
export interface FieldMessage<T extends FieldValues> {
  field: Path<T>;
  message: string;
}

/**
 * The API's messages about the fields of a refused write (a 400's `fields`), keyed as the contract
 * names them; none for any other failure. The form maps the keys to its own fields.
 */
export function apiFieldMessages(error: unknown): [string, string][] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.body as { fields?: Record<string, string> } | null)?.fields ?? {};
  return Object.entries(fields);
}

/**
 * Shows the server's messages under the fields they are about, the focus on the first (the reader's
 * next step is there).
 */
export function showFieldMessages<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: readonly FieldMessage<T>[],
): void {
  messages.forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}
