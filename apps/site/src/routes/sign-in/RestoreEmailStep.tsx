import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  restoreRequestRoute,
  restoreRequestSchema,
  type RestoreRequestForm,
} from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../api/client';
import { CaptchaField } from './CaptchaField';
import { FormEmailField } from '../../forms/form-fields';
import { SignInForm } from './SignInForm';
import { useCaptchaForm } from './use-captcha';

export interface RestoreEmailStepProps {
  /** The address the code was sent to (the API answers the same for an unknown one). */
  onCodeSent: (email: string) => void;
}

/** Recovery step 0 (docs/product §4): the e-mail and the captcha; the API mails a code. */
export function RestoreEmailStep({ onCodeSent }: RestoreEmailStepProps) {
  const toasts = useToasts();
  const form = useForm<RestoreRequestForm>({
    resolver: zodResolver(restoreRequestSchema),
    defaultValues: { email: '', captchaValue: '' },
  });
  const { control, handleSubmit, formState } = form;
  const captcha = useCaptchaForm(form);

  const requestCode = handleSubmit(({ email, captchaValue }) =>
    captcha.sendWithCaptcha({
      send: async (captchaId) => {
        await callEndpoint(restoreRequestRoute, { body: { email, captchaId, captchaValue } });
        onCodeSent(email);
      },
      fields: ['email', 'captchaValue'],
      showFailure: () => toasts.error(accountMessages.restoreRequestFailed),
    }),
  );

  return (
    <SignInForm
      onSubmit={requestCode}
      submitLabel="Получить код"
      isSubmitting={formState.isSubmitting}
    >
      <FormEmailField
        control={control}
        name="email"
        description="На этот адрес придёт код для смены пароля."
      />
      <CaptchaField control={control} captcha={captcha} />
    </SignInForm>
  );
}
