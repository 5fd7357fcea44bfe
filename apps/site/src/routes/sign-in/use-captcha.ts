import { accountServerErrors, captchaRoute, type Captcha } from '@vn/domain';
import { useCallback } from 'react';
import type { Path, PathValue, UseFormSetError, UseFormSetValue } from 'react-hook-form';
import { useEndpoint } from '../../api/use-endpoint';
import { serverFieldErrorsOf, showServerFieldErrors } from './server-errors';

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

/** A form answered with a captcha: its answer is `captchaValue`, the name the API's errors use. */
export type CaptchaForm = { captchaValue: string };

interface CaptchaSendOptions<T extends CaptchaForm> {
  /** The call, with the challenge's id (and what follows a success). */
  send: (captchaId: string) => Promise<void>;
  /** The form's fields a server error may name. */
  fields: readonly Path<T>[];
  /** The toast when no field error explains a failure. */
  showFailure: () => void;
}

/**
 * The captcha of a form (sign-up, recovery): the challenge, `newCaptcha` (a new challenge and an
 * empty answer), and `sendWithCaptcha`. A challenge gone before sending is "expired" under the
 * answer, with a new one (docs/product §8). The API uses a challenge up on any answer, right or
 * wrong (even when another field is what failed), so every failure loads a new one too; its field
 * errors go under the fields, and a failure none explains is the form's toast.
 */
export function useCaptchaForm<T extends CaptchaForm>(form: {
  setValue: UseFormSetValue<T>;
  setError: UseFormSetError<T>;
}) {
  const challenge = useCaptcha();
  const answer = 'captchaValue' as Path<T>;
  const newCaptcha = () => {
    form.setValue(answer, '' as PathValue<T, Path<T>>);
    challenge.refresh();
  };
  const sendWithCaptcha = async ({ send, fields, showFailure }: CaptchaSendOptions<T>) => {
    const captchaId = challenge.captcha?.id;
    if (!captchaId) {
      const { message } = accountServerErrors.captchaExpired;
      form.setError(answer, { type: 'server', message }, { shouldFocus: true });
      newCaptcha();
      return;
    }
    try {
      await send(captchaId);
    } catch (error) {
      newCaptcha();
      const shown = showServerFieldErrors(serverFieldErrorsOf(error), fields, form.setError);
      if (shown === 0) showFailure();
    }
  };
  return { challenge, newCaptcha, sendWithCaptcha };
}
