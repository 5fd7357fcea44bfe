import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, registrationSchema, restoreRequestSchema, signupRoute } from '@vn/domain';
import { Link, useToasts } from '@vn/ui';
import { useForm, type Path } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { callEndpoint } from '../../api/client';
import { loginHref, returnAddressOf } from '../../session/return-address';
import { CaptchaField } from './CaptchaField';
import { FormEmailField, FormPasswordField, FormTextField } from '../../forms/form-fields';
import { isRegistrationBlocked } from './registration-blocked';
import { note } from './sign-in.css';
import { SignInForm } from './SignInForm';
import { SignInPanel, SignInPanelWaiting } from './SignInPanel';
import { useCaptchaForm } from './use-captcha';
import { useGuestOnly } from './use-guest-only';

/**
 * docs/product §5's registration rules plus the captcha answer: the API asks a captcha of sign-up
 * (§7: "status 498 = captcha error", §5's captcha errors), though §2.2's list of fields leaves it out.
 */
export const registrationFormSchema = registrationSchema.safeExtend({
  captchaValue: restoreRequestSchema.shape.captchaValue,
});
export type RegistrationFormValues = z.infer<typeof registrationFormSchema>;

const fieldNames: Path<RegistrationFormValues>[] = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'captchaValue',
];

/** What the reader is told after signing up; the text is ours (docs/product names none). */
export function confirmationSentText(email: string): string {
  return `Регистрация прошла успешно. Письмо для подтверждения адреса отправлено на ${email}.`;
}

/**
 * /registration (docs/product §2.2, §5 Registration). The API signs the new account in and mails the
 * confirmation link, so success is a signed-in reader on the return address (or /), told to check
 * their mail. Not shown when this device's registration is blocked (§9's local flag).
 */
export function RegistrationPage() {
  const { status, finishSignIn } = useGuestOnly();
  const [search] = useSearchParams();
  const toasts = useToasts();
  const form = useForm<RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      captchaValue: '',
    },
  });
  const { control, handleSubmit, formState } = form;
  const captcha = useCaptchaForm(form);

  if (isRegistrationBlocked()) {
    return (
      <SignInPanel title="Регистрация">
        <p className={note}>Регистрация с этого устройства недоступна.</p>
        <Link href={loginHref(returnAddressOf(search))} variant="standalone">
          Войти
        </Link>
      </SignInPanel>
    );
  }
  if (status !== 'guest') return <SignInPanelWaiting title="Регистрация" />;

  const returnAddress = returnAddressOf(search);

  const signUp = handleSubmit(({ username, email, password, captchaValue }) =>
    captcha.sendWithCaptcha({
      send: async (captchaId) => {
        const state = await callEndpoint(signupRoute, {
          body: { username, email, password, captchaId, captchaValue },
        });
        toasts.success(confirmationSentText(email));
        await finishSignIn(state, returnAddress);
      },
      fields: fieldNames,
      showFailure: () => toasts.error(accountMessages.registrationFailed),
    }),
  );

  return (
    <SignInPanel title="Регистрация">
      <SignInForm
        onSubmit={signUp}
        submitLabel="Зарегистрироваться"
        isSubmitting={formState.isSubmitting}
      >
        <FormTextField
          control={control}
          name="username"
          label="Имя пользователя"
          autoComplete="username"
        />
        <FormEmailField control={control} name="email" />
        <FormPasswordField
          control={control}
          name="password"
          label="Пароль"
          autoComplete="new-password"
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label="Повторите пароль"
          autoComplete="new-password"
        />
        <CaptchaField control={control} captcha={captcha} />
      </SignInForm>
      <Link href={loginHref(returnAddress)} variant="standalone">
        Уже есть аккаунт? Войти
      </Link>
    </SignInPanel>
  );
}
