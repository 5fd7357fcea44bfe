import { Injectable } from '@nestjs/common';
import {
  DomainError,
  presetNameProblem,
  type Preset,
  type UserSettings,
  type UserSettingsBody,
} from '@vn/domain';
import { settingsOf, UsersRepository } from '../users';
import type { Viewer } from '../../platform/session';

/** The reader's own settings and filter presets (docs/product §3 User settings, Preset; §5 Preset name). */
@Injectable()
export class SettingsService {
  constructor(private readonly users: UsersRepository) {}

  /**
   * Applies what changed to the settings the database holds now, not to those the request began
   * with: two changes sent at once both hold (the repository sets each by its own path).
   */
  async update(viewer: Viewer, changes: UserSettingsBody): Promise<UserSettings> {
    const updated = await this.users.changeSettings(viewer.user._id, changes);
    return settingsOf(updated ?? viewer.user);
  }

  async setNotRussia(viewer: Viewer, notRussia: boolean): Promise<void> {
    await this.users.changeSettings(viewer.user._id, { notRussia });
  }

  /** Replaces the presets; each name must be unique among them, ignoring case (§5). */
  async replacePresets(viewer: Viewer, presets: Preset[]): Promise<Preset[]> {
    presets.forEach((preset, index) => {
      const problem = presetNameProblem(preset.name, { existing: presets.slice(0, index) });
      if (problem)
        throw new DomainError('invalid', problem, { [`presets.${index}.name`]: problem });
    });
    const named = presets.map((preset) => ({ ...preset, name: preset.name.trim() }));
    await this.users.update(viewer.user._id, { presets: named });
    return named;
  }
}
