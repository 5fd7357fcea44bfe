import { Button } from '@vn/ui';
import type { FormEvent, ReactNode } from 'react';
import { form } from './sign-in.css';

export interface SignInFormProps {
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  /** The form is being sent: the submit button is busy. */
  isSubmitting: boolean;
  /** The fields. */
  children: ReactNode;
  /** Buttons after the submit one (a way back). */
  after?: ReactNode;
}

/**
 * A form of the sign-in pages: its fields in one column, then the submit button. The fields check
 * themselves (the domain's schemas), so the browser's own validation is off.
 */
export function SignInForm({
  onSubmit,
  submitLabel,
  isSubmitting,
  children,
  after,
}: SignInFormProps) {
  return (
    <form className={form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {children}
      <Button type="submit" isPending={isSubmitting}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
