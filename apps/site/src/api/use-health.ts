import { healthEndpoint, healthStatusSchema, type HealthStatus } from '@vn/domain';
import useSWR from 'swr';
import { ApiError, callEndpoint } from './client';

/** How the site shows the API's state; a 503 from health still carries the status in its body. */
export type ApiHealth = HealthStatus | { status: 'unreachable' };

async function fetchHealth(): Promise<ApiHealth> {
  try {
    return await callEndpoint(healthEndpoint);
  } catch (error) {
    if (error instanceof ApiError) {
      const reported = healthStatusSchema.safeParse((error.body as { result?: unknown })?.result);
      if (reported.success) return reported.data;
    }
    return { status: 'unreachable' };
  }
}

export function useHealth() {
  return useSWR('health', fetchHealth, { refreshInterval: 30_000 });
}
