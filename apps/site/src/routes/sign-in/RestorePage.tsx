import { useState } from 'react';
import { RestoreCodeStep } from './RestoreCodeStep';
import { RestoreEmailStep } from './RestoreEmailStep';
import { RestorePasswordStep } from './RestorePasswordStep';
import { note } from './sign-in.css';
import { SignInPanel, SignInPanelWaiting } from './SignInPanel';
import { useGuestOnly, type GuestOnly } from './use-guest-only';

/**
 * Where the recovery is (docs/product §4 Password recovery): step 0 the e-mail and captcha, step 1 the
 * code from the mail, step 2 the new password. Kept in the page, not the URL: the code is a secret.
 */
export type RestoreProgress =
  | { step: 'email' }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; code: string };

const stepNumbers = { email: 1, code: 2, password: 3 } as const satisfies Record<
  RestoreProgress['step'],
  number
>;

/** /restore (docs/product §2.2, §4): success signs the reader in and goes to /. */
export function RestorePage() {
  const { status, finishSignIn } = useGuestOnly();
  const [progress, setProgress] = useState<RestoreProgress>({ step: 'email' });

  if (status !== 'guest') return <SignInPanelWaiting title="Восстановление пароля" />;

  return (
    <SignInPanel title="Восстановление пароля">
      <p className={note}>
        Шаг {stepNumbers[progress.step]} из {Object.keys(stepNumbers).length}
      </p>
      <RestoreStep progress={progress} onProgress={setProgress} finishSignIn={finishSignIn} />
    </SignInPanel>
  );
}

interface RestoreStepProps {
  progress: RestoreProgress;
  onProgress: (progress: RestoreProgress) => void;
  finishSignIn: GuestOnly['finishSignIn'];
}

/** The form of the current step. */
function RestoreStep({ progress, onProgress, finishSignIn }: RestoreStepProps) {
  switch (progress.step) {
    case 'email':
      return <RestoreEmailStep onCodeSent={(email) => onProgress({ step: 'code', email })} />;
    case 'code':
      return (
        <RestoreCodeStep
          email={progress.email}
          onCodeAccepted={(code) => onProgress({ step: 'password', email: progress.email, code })}
          onStartOver={() => onProgress({ step: 'email' })}
        />
      );
    case 'password':
      return (
        <RestorePasswordStep
          email={progress.email}
          code={progress.code}
          onPasswordChanged={(state) => finishSignIn(state, '/')}
          onCodeRejected={() => onProgress({ step: 'code', email: progress.email })}
        />
      );
    default: {
      const unhandled: never = progress;
      return unhandled;
    }
  }
}
