import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, accountValidationMessages, loginRoute } from '@vn/domain';
import { Link, useToasts } from '@vn/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, callEndpoint } from '../../api/client';
import { keptBan } from '../../session/kept-ban';
import { keptBanText, SanctionNotice } from '../../session/SanctionNotice';
import { loginHref, returnAddressOf } from '../../session/return-address';
import { FormEmailField, FormPasswordField } from '../../forms/form-fields';
import { GoogleSignInButton } from './GoogleSignInButton';
import { isRegistrationBlocked } from './registration-blocked';
import { links, note } from './sign-in.css';
import { SignInForm } from './SignInForm';
import { SignInPanel, SignInPanelWaiting } from './SignInPanel';
import { useGuestOnly } from './use-guest-only';

/**
 * The login form. docs/product gives no client-side rules for it; the e-mail uses the registration's
 * check and text, and an empty password gets a text of ours.
 */
export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: accountValidationMessages.invalidEmail })),
  password: z.string().min(1, { error: 'Введите пароль' }),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Where the Google sign-in lands (docs/product §2.2 /profile: "the landing after third-party sign-in"). */
const AFTER_GOOGLE_SIGN_IN = '/profile';

/** POST /api/login; the timestamp keeps caches from answering an old sign-in (docs/product §7). */
function requestLogin(values: LoginForm) {
  return callEndpoint(loginRoute, { body: values, query: { timestamp: String(Date.now()) } });
}

/**
 * /login (docs/product §2.2): e-mail and password, Google sign-in, links to recovery and registration.
 * After signing in the reader goes back to the remembered page, or to /.
 */
export function LoginPage() {
  const { status, finishSignIn } = useGuestOnly();
  const [search] = useSearchParams();
  const toasts = useToasts();
  const blockedNoteId = useId();
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  if (status !== 'guest') return <SignInPanelWaiting title="Вход" />;

  const returnAddress = returnAddressOf(search);
  const registrationBlocked = isRegistrationBlocked();
  // Signed out during a ban: told before signing in again (§4 Ban, the expiry kept locally).
  const ban = keptBan();

  const logIn = handleSubmit(async (values) => {
    try {
      const state = await requestLogin(values);
      await finishSignIn(state, returnAddress);
    } catch (error) {
      toasts.error(
        error instanceof ApiError && error.status === 401
          ? accountMessages.wrongCredentials
          : accountMessages.loginFailed,
      );
    }
  });

  return (
    <SignInPanel title="Вход">
      {ban && <SanctionNotice message={keptBanText(ban)} />}
      <SignInForm onSubmit={logIn} submitLabel="Войти" isSubmitting={formState.isSubmitting}>
        <FormEmailField control={control} name="email" />
        <FormPasswordField
          control={control}
          name="password"
          label="Пароль"
          autoComplete="current-password"
        />
      </SignInForm>
      <GoogleSignInButton onSignedIn={(state) => finishSignIn(state, AFTER_GOOGLE_SIGN_IN)} />
      <div className={links}>
        <Link href="/restore" variant="standalone">
          Забыли пароль?
        </Link>
        <Link
          href={loginHref(returnAddress, '/registration')}
          variant="standalone"
          isDisabled={registrationBlocked}
          aria-describedby={registrationBlocked ? blockedNoteId : undefined}
        >
          Регистрация
        </Link>
      </div>
      {registrationBlocked && (
        <p id={blockedNoteId} className={note}>
          Регистрация с этого устройства недоступна.
        </p>
      )}
    </SignInPanel>
  );
}
