import { accountMessages, userSettingsRoute, type Appearance } from '@vn/domain';
import { useToasts } from '@vn/ui';
import { callEndpoint } from '../api/client';
import { setSessionState, useSession } from '../session/session';
import { getAppearance, setAppearance } from './appearance-store';

/**
 * Changes the appearance: at once in this browser (guests too), and for a signed-in reader also in
 * their settings, so it follows them to another device. A refused save keeps the choice here and
 * says "Не удалось изменить настройку" (docs/product §8).
 */
export function useAppearanceChange(): (change: Partial<Appearance>) => void {
  const { state } = useSession();
  const toasts = useToasts();
  return (change) => {
    const next = { ...getAppearance(), ...change };
    setAppearance(next);
    if (!state) return;
    callEndpoint(userSettingsRoute, { body: { appearance: change } }).then(
      (settings) => setSessionState({ ...state, user: { ...state.user, settings } }),
      () => toasts.error(accountMessages.settingUpdateFailed),
    );
  };
}
