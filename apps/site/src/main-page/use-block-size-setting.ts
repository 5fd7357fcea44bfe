import { userSettingsRoute, type UserSettings } from '@vn/domain';
import { useToasts } from '@vn/ui';
import { callEndpoint } from '../api/client';
import { setSessionState, useSession } from '../session/session';
import type { CardBlock } from './main-page-blocks';

/**
 * Sizing a main page block (docs/product §2.2: hide, 5, 10 or 15), saved in the reader's settings
 * (`PUT /api/userSettings`); the main page and the settings page both offer it. The page follows at
 * once; a failure puts the old size back and says so.
 */
export function useBlockSizeSetting() {
  const { state } = useSession();
  const toasts = useToasts();
  return (setting: NonNullable<CardBlock['setting']>, size: UserSettings[typeof setting]) => {
    if (!state) return;
    const previous = state;
    void setSessionState({
      ...state,
      user: { ...state.user, settings: { ...state.user.settings, [setting]: size } },
    });
    callEndpoint(userSettingsRoute, { body: { [setting]: size } }).then(
      (settings) => setSessionState({ ...previous, user: { ...previous.user, settings } }),
      () => {
        toasts.error('Не удалось изменить настройки');
        void setSessionState(previous);
      },
    );
  };
}
