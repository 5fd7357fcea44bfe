import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** `GET /api/health`: 200 with db 'ok' when the database answers, 503 with db 'down' otherwise. */
export const healthStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Whether the API and its database answer',
  response: healthStatusSchema,
  public: true,
});
