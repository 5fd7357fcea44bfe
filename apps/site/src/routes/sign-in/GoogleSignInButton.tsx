import { accountMessages, googleLoginRoute, type SessionState } from '@vn/domain';
import { Button, useToasts } from '@vn/ui';
import { useId, useRef, useState } from 'react';
import { callEndpoint } from '../../api/client';
import { googleClientId, loadGoogleIdentity } from './google-identity';
import { note } from './sign-in.css';

export interface GoogleSignInButtonProps {
  /** The API's answer to the credential: the new session (the page then goes to /profile). */
  onSignedIn: (state: SessionState) => Promise<void>;
}

/**
 * "Войти через Google" (docs/product §2.2 /login, §7 POST /api/login/google). Without a client id in the
 * build the button is disabled and says why. With one, pressing it loads Google's script, asks
 * Google for a credential (its account chooser) and also draws Google's own button below, for
 * browsers where the chooser does not appear; the credential goes to the API.
 */
export function GoogleSignInButton({ onSignedIn }: GoogleSignInButtonProps) {
  const clientId = googleClientId();
  const toasts = useToasts();
  const explanationId = useId();
  const googleButtonHost = useRef<HTMLDivElement>(null);
  const initialized = useRef(false);
  const [isPending, setPending] = useState(false);
  const [isStarted, setStarted] = useState(false);

  if (!clientId) {
    return (
      <div>
        <Button variant="secondary" isDisabled aria-describedby={explanationId}>
          Войти через Google
        </Button>
        <p id={explanationId} className={note}>
          Вход через Google на этом сайте не настроен.
        </p>
      </div>
    );
  }

  const signInWith = async (credential: string | undefined) => {
    setPending(true);
    try {
      if (!credential) throw new Error('Google gave no credential');
      const state = await callEndpoint(googleLoginRoute, { body: { token: credential } });
      await onSignedIn(state);
    } catch {
      toasts.error(accountMessages.loginFailed);
      setPending(false);
    }
  };

  const start = async () => {
    setPending(true);
    try {
      const identity = await loadGoogleIdentity();
      if (!initialized.current) {
        identity.initialize({
          client_id: clientId,
          callback: (response) => void signInWith(response.credential),
        });
        initialized.current = true;
      }
      identity.prompt();
      if (googleButtonHost.current) {
        identity.renderButton(googleButtonHost.current, {
          type: 'standard',
          text: 'signin_with',
          locale: 'ru',
        });
      }
      setStarted(true);
    } catch {
      toasts.error(accountMessages.loginFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <Button variant="secondary" isPending={isPending} onPress={() => void start()}>
        Войти через Google
      </Button>
      {isStarted && (
        <p className={note} role="status">
          Выберите аккаунт в окне Google. Если оно не появилось, нажмите кнопку Google ниже.
        </p>
      )}
      <div ref={googleButtonHost} />
    </div>
  );
}
