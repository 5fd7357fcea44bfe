import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  accountServerErrors,
  restoreRequestRoute,
  restoreRequestSchema,
  type RestoreRequestForm,
} from '@vn/domain';
import { Button, useToasts } from '@vn/ui';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../api/client';
import { CaptchaField } from './CaptchaField';
import { FormTextField } from '../../forms/form-fields';
import { serverFieldErrorsOf, showServerFieldErrors } from './server-errors';
import { form as formClass } from './sign-in.css';
import { useCaptcha } from './use-captcha';

export interface RestoreEmailStepProps {
  /** The address the code was sent to (the API answers the same for an unknown one). */
  onCodeSent: (email: string) => void;
}

/** Recovery step 0 (docs/product §4): the e-mail and the captcha; the API mails a code. */
export function RestoreEmailStep({ onCodeSent }: RestoreEmailStepProps) {
  const toasts = useToasts();
  const challenge = useCaptcha();
  const { control, handleSubmit, formState, setError, setValue } = useForm<RestoreRequestForm>({
    resolver: zodResolver(restoreRequestSchema),
    defaultValues: { email: '', captchaValue: '' },
  });

  const newCaptcha = () => {
    setValue('captchaValue', '');
    challenge.refresh();
  };

  const requestCode = handleSubmit(async ({ email, captchaValue }) => {
    const captchaId = challenge.captcha?.id;
    if (!captchaId) {
      const { field, message } = accountServerErrors.captchaExpired;
      setError(field, { type: 'server', message }, { shouldFocus: true });
      newCaptcha();
      return;
    }
    try {
      await callEndpoint(restoreRequestRoute, { body: { email, captchaId, captchaValue } });
      onCodeSent(email);
    } catch (error) {
      // docs/product §8: "expired" refreshes the captcha; the API also uses up a challenge on a wrong
      // answer, so a new one is loaded after any failure.
      newCaptcha();
      const shown = showServerFieldErrors(
        serverFieldErrorsOf(error),
        ['email', 'captchaValue'],
        setError,
      );
      if (shown === 0) toasts.error(accountMessages.restoreRequestFailed);
    }
  });

  return (
    <form className={formClass} onSubmit={(event) => void requestCode(event)} noValidate>
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        description="На этот адрес придёт код для смены пароля."
      />
      <CaptchaField
        control={control}
        name="captchaValue"
        challenge={challenge}
        onRefresh={newCaptcha}
      />
      <Button type="submit" isPending={formState.isSubmitting}>
        Получить код
      </Button>
    </form>
  );
}
