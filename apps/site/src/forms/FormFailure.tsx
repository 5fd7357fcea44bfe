import { formFailure } from './form-layout.css';

/**
 * Why the form was not sent, said in place as an alert, so a screen reader says it when it comes;
 * nothing while there is nothing to say.
 */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={formFailure}>
      {message}
    </p>
  ) : null;
}
