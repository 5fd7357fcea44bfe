import { STORAGE_KEYS } from '@vn/domain';

/**
 * The local flag that blocks registration on this device (docs/product §2.2, §9): the login page disables
 * its registration link and /registration shows no form. Any stored value counts. Storage that cannot
 * be read (a private window, a policy) blocks nothing.
 */
export function isRegistrationBlocked(
  storage: Pick<Storage, 'getItem'> | undefined = globalStorage(),
) {
  try {
    return Boolean(storage?.getItem(STORAGE_KEYS.registrationBlocked));
  } catch {
    return false;
  }
}

function globalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
