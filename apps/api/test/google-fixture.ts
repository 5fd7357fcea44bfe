import { afterAll, beforeAll } from 'vitest';
import { LocalJwks } from '../../../tools/identity/local-identity';
import { useAccountsWorld } from './accounts-fixture';

/**
 * A local Google key set that signs identity tokens for `clientId`, and an accounts world that checks
 * them against it (told the client id unless `configured` is false), started before the tests of the
 * enclosing file or `describe` and closed after them. The key set is read through a function: the
 * tests see its own fetch counter and outage switch.
 */
export function useGoogleWorld(clientId: string, { configured = true } = {}) {
  let started: LocalJwks | undefined;
  const jwks = () => {
    if (!started) throw new Error('the local key set has not started');
    return started;
  };
  beforeAll(async () => {
    started = await LocalJwks.start(clientId);
  });
  afterAll(() => started?.close());
  // Registered after the key set's hooks, so the world starts after it and closes before it.
  const { world } = useAccountsWorld({}, () => ({
    ...(configured ? { GOOGLE_CLIENT_ID: clientId } : {}),
    GOOGLE_JWKS_URL: jwks().url,
  }));
  return { world, jwks };
}
