import {
  accountMessages,
  notRussiaRoute,
  userSettingsRoute,
  type SessionState,
  type UserSettings,
  type UserSettingsBody,
} from '@vn/domain';
import { useToasts } from '@vn/ui';
import { callEndpoint } from '../../api/client';
import { setSessionState, useSession } from '../../session/session';

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings as they are after a change (what the page shows at once, before the answer): a value
 * replaces its own, a group of them (the list visibility) changes only the values it names.
 */
export function settingsAfter(settings: UserSettings, change: UserSettingsBody): UserSettings {
  const next: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    const before = next[key];
    next[key] = isGroup(before) && isGroup(value) ? { ...before, ...value } : value;
  }
  return next as UserSettings;
}

function withSettings(state: SessionState, settings: UserSettings): SessionState {
  return { ...state, user: { ...state.user, settings } };
}

/**
 * Changes one setting (`PUT /api/userSettings`, docs/product §7): the page follows at once, the answer
 * (all the settings) replaces it, and a failure puts the old value back with "Не удалось изменить
 * настройку" (docs/product §8).
 */
export function useSettingChange() {
  const { state } = useSession();
  const toasts = useToasts();
  return async (change: UserSettingsBody): Promise<void> => {
    if (!state) return;
    const previous = state;
    void setSessionState(withSettings(state, settingsAfter(state.user.settings, change)));
    try {
      const settings = await callEndpoint(userSettingsRoute, { body: change });
      await setSessionState(withSettings(previous, settings));
    } catch {
      toasts.error(accountMessages.settingUpdateFailed);
      await setSessionState(previous);
    }
  };
}

/**
 * The not-Russia setting (`PUT /api/userSettings/ru`, docs/product §7): an answer without success keeps
 * the old value and says "Но вы в России..." (docs/product §8); a failed call says the setting was not
 * changed.
 */
export function useNotRussiaChange() {
  const { state } = useSession();
  const toasts = useToasts();
  return async (notRussia: boolean): Promise<void> => {
    if (!state) return;
    const previous = state;
    void setSessionState(
      withSettings(state, { ...state.user.settings, notRussia } as UserSettings),
    );
    try {
      const { success } = await callEndpoint(notRussiaRoute, { body: { notRussia } });
      if (success) return;
      toasts.error(accountMessages.notRussiaRefused);
    } catch {
      toasts.error(accountMessages.settingUpdateFailed);
    }
    await setSessionState(previous);
  };
}
