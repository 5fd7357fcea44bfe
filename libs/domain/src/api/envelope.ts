import { z } from 'zod';

/**
 * Every API answer (docs/product §7): `{ result }` on success, `{ message }` on error, with the HTTP status
 * telling which.
 */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  /** Per-field messages of a rejected form (docs/product §5: "Server field errors are shown in the fields"). */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function resultEnvelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({ result });
}
export interface ResultEnvelope<T> {
  result: T;
}
