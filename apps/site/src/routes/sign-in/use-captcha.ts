import { captchaRoute, type Captcha } from '@vn/domain';
import { useCallback } from 'react';
import { useEndpoint } from '../../api/use-endpoint';

export interface CaptchaChallenge {
  captcha: Captcha | undefined;
  isLoading: boolean;
  /** The challenge could not be loaded (offline, rate limit). */
  failed: boolean;
  /** Loads a new challenge. */
  refresh: () => void;
}

/**
 * The captcha of sign-up and recovery (`GET /api/captcha`, docs/product §7). A challenge is single-use
 * (the API uses it up on the first answer, right or wrong), so every page opening loads a fresh one
 * and nothing else asks again on its own (focus, reconnect).
 */
export function useCaptcha(): CaptchaChallenge {
  const { data, error, isLoading, mutate } = useEndpoint(
    captchaRoute,
    {},
    {
      revalidateOnMount: true,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const refresh = useCallback(() => void mutate(), [mutate]);
  return { captcha: data, isLoading, failed: Boolean(error) && !data, refresh };
}
