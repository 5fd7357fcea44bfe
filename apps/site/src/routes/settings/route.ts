import type { LazyRoute } from '../../app/lazy-route';
import { SettingsPage } from './SettingsPage';

/** The reader's settings (docs/product §2.4 "Настройки"; the address /settings is ours). */
export const settingsPageRoute: LazyRoute = { Component: SettingsPage };
