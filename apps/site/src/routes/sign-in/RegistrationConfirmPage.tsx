import { accountMessages, registrationConfirmRoute } from '@vn/domain';
import { Link, Spinner } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { useEndpoint } from '../../api/use-endpoint';
import { SignInPanel } from './SignInPanel';

/**
 * /registrationConfirm?token=… (docs/product §2.2): confirms the address once and says how it went. The
 * token works once, so the call is never repeated on its own (focus, reconnect, a failed try): a
 * second answer would contradict the first.
 */
export function RegistrationConfirmPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { data, error } = useEndpoint(
    registrationConfirmRoute,
    token ? { query: { token } } : null,
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );

  const outcome = !token || error ? 'failed' : data ? 'confirmed' : 'waiting';

  return (
    <SignInPanel title="Подтверждение регистрации">
      <div role="status">
        {outcome === 'waiting' ? (
          <Spinner />
        ) : (
          <p>
            {outcome === 'confirmed'
              ? accountMessages.registrationConfirmed
              : accountMessages.registrationConfirmFailed}
          </p>
        )}
      </div>
      <Link href="/" variant="standalone">
        На главную
      </Link>
    </SignInPanel>
  );
}
