import { defaultAppearance, userSettingsRoute, type Appearance } from '@vn/domain';
import { useEffect } from 'react';
import { callEndpoint } from '../api/client';
import { useSession } from '../session/session';
import { getAppearance, setAppearance } from './appearance-store';

const sameAppearance = (a: Appearance, b: Appearance) =>
  a.theme === b.theme &&
  a.showSensitiveImages === b.showSensitiveImages &&
  a.showSpoilerTags === b.showSpoilerTags;

/**
 * Keeps this browser's appearance and a signed-in reader's settings together: the settings win
 * (the reader chose them, maybe elsewhere), except that a choice made here as a guest is not lost
 * at sign-in when the settings still hold the defaults: it is saved to them instead.
 */
export function AppearanceSync() {
  const { user } = useSession();
  const saved = user?.settings.appearance;
  const userId = user?._id;
  useEffect(() => {
    if (!saved || !userId) return;
    const local = getAppearance();
    if (sameAppearance(saved, local)) return;
    if (sameAppearance(saved, defaultAppearance)) {
      // Best effort: if it fails, the next visit tries again.
      callEndpoint(userSettingsRoute, { body: { appearance: local } }).catch(() => undefined);
      return;
    }
    setAppearance(saved);
  }, [userId, saved]);
  return null;
}
