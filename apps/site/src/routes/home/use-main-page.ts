import { mainPageRoute, userSettingsRoute, type UserSettings } from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useEffect } from 'react';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { setSessionState, useSession } from '../../session/session';
import type { CardBlock } from './main-page-blocks';

/** The main page's data (`GET /api/mainPage`: 15 cards a block for a reader, 5 for a guest; cached by the API). */
export function useMainPage() {
  const toasts = useToasts();
  const answer = useEndpoint(mainPageRoute);
  useEffect(() => {
    if (answer.error) toasts.error('Не удалось загрузить страницу');
  }, [answer.error, toasts]);
  return answer;
}

/**
 * Sizing a block (§2.2: hide, 5, 10 or 15), saved in the reader's settings (`PUT /api/userSettings`).
 * The page follows at once; a failure puts the old size back and says so.
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
