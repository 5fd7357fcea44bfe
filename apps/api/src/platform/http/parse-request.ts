import { DomainError, withStorableText } from '@vn/domain';
import type { z } from 'zod';

/** The answer to a request the contract rejects: 400 with a sentence and the message per field. */
export function invalidRequest(error: z.ZodError): DomainError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '(body)';
    fields[path] ??= issue.message;
  }
  const [first] = Object.entries(fields);
  const sentence = first ? `Некорректные данные: ${first[0]} — ${first[1]}` : 'Некорректные данные';
  return new DomainError('invalid', sentence, fields);
}

/**
 * Parses a part of a request with its contract schema. A body that is not an object (a JSON string,
 * an array, nothing at all) fails the object schema like any other wrong input: 400, never a 500.
 * Every string is first cleaned of NUL and unpaired surrogates (`storableText`), so no stored text,
 * search or lookup ever carries them.
 */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(withStorableText(value ?? {}));
  if (!parsed.success) throw invalidRequest(parsed.error);
  return parsed.data;
}
