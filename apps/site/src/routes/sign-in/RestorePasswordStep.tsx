import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  errorEnvelopeSchema,
  restoreChangeRoute,
  restorePasswordSchema,
  type RestorePasswordForm,
  type SessionState,
} from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useForm } from 'react-hook-form';
import { ApiError, callEndpoint } from '../../api/client';
import { FormPasswordField } from '../../forms/form-fields';
import { SignInForm } from './SignInForm';

export interface RestorePasswordStepProps {
  email: string;
  code: string;
  /** The API signs the reader in with the new password (docs/product §4: "sets the signed-in state"). */
  onPasswordChanged: (state: SessionState) => Promise<void>;
  /** The code stopped working (expired, or used up by wrong tries): back to step 1. */
  onCodeRejected: () => void;
}

/** The API's answer when the code no longer works: 400 with a message on `code`. */
function isCodeRejection(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const envelope = errorEnvelopeSchema.safeParse(error.body);
  return envelope.success && envelope.data.fields?.['code'] !== undefined;
}

/** Recovery step 2 (docs/product §4, §5 Restore): the new password and its confirmation. */
export function RestorePasswordStep({
  email,
  code,
  onPasswordChanged,
  onCodeRejected,
}: RestorePasswordStepProps) {
  const toasts = useToasts();
  const { control, handleSubmit, formState } = useForm<RestorePasswordForm>({
    resolver: zodResolver(restorePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const changePassword = handleSubmit(async ({ password }) => {
    let state: SessionState;
    try {
      state = await callEndpoint(restoreChangeRoute, { body: { email, code, password } });
    } catch (error) {
      if (isCodeRejection(error)) {
        toasts.error(accountMessages.restoreCodeMismatch);
        onCodeRejected();
      } else {
        toasts.error(accountMessages.requestFailed);
      }
      return;
    }
    toasts.success(accountMessages.passwordUpdated);
    await onPasswordChanged(state);
  });

  return (
    <SignInForm
      onSubmit={changePassword}
      submitLabel="Сменить пароль"
      isSubmitting={formState.isSubmitting}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input hidden readOnly type="text" name="username" autoComplete="username" value={email} />
      <FormPasswordField
        control={control}
        name="password"
        label="Новый пароль"
        autoComplete="new-password"
        autoFocus
      />
      <FormPasswordField
        control={control}
        name="confirmPassword"
        label="Повторите пароль"
        autoComplete="new-password"
      />
    </SignInForm>
  );
}
