import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_LIMITS, accountMessages, restoreCodeRoute } from '@vn/domain';
import { Button, useToasts } from '@vn/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { callEndpoint } from '../../api/client';
import { FormTextField } from '../../forms/form-fields';
import { SignInForm } from './SignInForm';

/** The code of the recovery mail: six digits (the API's contract); the text is ours. */
export const restoreCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${ACCOUNT_LIMITS.restoreCodeLength}}$`), {
      error: `Введите ${ACCOUNT_LIMITS.restoreCodeLength} цифр из письма`,
    }),
});
export type RestoreCodeForm = z.infer<typeof restoreCodeFormSchema>;

export interface RestoreCodeStepProps {
  email: string;
  onCodeAccepted: (code: string) => void;
  /** Back to step 0, for another address or a new code. */
  onStartOver: () => void;
}

/** Recovery step 1 (docs/product §4): the code from the mail, checked by the API. */
export function RestoreCodeStep({ email, onCodeAccepted, onStartOver }: RestoreCodeStepProps) {
  const toasts = useToasts();
  const { control, handleSubmit, formState, setError } = useForm<RestoreCodeForm>({
    resolver: zodResolver(restoreCodeFormSchema),
    defaultValues: { code: '' },
  });

  const checkCode = handleSubmit(async ({ code }) => {
    try {
      const accepted = await callEndpoint(restoreCodeRoute, { body: { email, code } });
      if (accepted) {
        onCodeAccepted(code);
        return;
      }
      // docs/product §8 lists "Код не совпадает" as a toast; it also marks the field, where focus goes.
      toasts.error(accountMessages.restoreCodeMismatch);
      setError(
        'code',
        { type: 'server', message: accountMessages.restoreCodeMismatch },
        { shouldFocus: true },
      );
    } catch {
      toasts.error(accountMessages.requestFailed);
    }
  });

  return (
    <SignInForm
      onSubmit={checkCode}
      submitLabel="Продолжить"
      isSubmitting={formState.isSubmitting}
      after={
        <Button variant="ghost" onPress={onStartOver}>
          Ввести другой адрес
        </Button>
      }
    >
      <FormTextField
        control={control}
        name="code"
        label="Код из письма"
        inputMode="numeric"
        autoComplete="one-time-code"
        // The reader just asked for the code: the field they need next takes focus.
        autoFocus
        description={`Если адрес ${email} зарегистрирован, на него отправлено письмо с кодом.`}
      />
    </SignInForm>
  );
}
