import { z } from 'zod';

/**
 * Every API answer (docs/product §7): `{ result }` on success, `{ message }` on error, with the HTTP status
 * telling which.
 */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  /** Per-field messages of a rejected form (docs/product §5: "Server field errors are shown in the fields"). */
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * Ours: on a failure of the server's (500, 503), the request's id, as in the X-Request-Id header
   * and the server's log line for it, so that a reader's report can be found.
   */
  requestId: z
    .string()
    .optional()
    .describe(
      'Ours: on a failure of the server (500, 503), the request id, as in the X-Request-Id header and the server log',
    ),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function resultEnvelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({ result });
}
export interface ResultEnvelope<T> {
  result: T;
}
