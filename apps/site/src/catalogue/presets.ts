import {
  presetFromFilter,
  presetsRoute,
  presetSchema,
  STORAGE_KEYS,
  type NovelFilter,
  type Preset,
} from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { callEndpoint } from '../api/client';
import { setSessionState, useSession } from '../session/session';

/** The failure toast of docs/product §8, spelled as written there (a Latin "c" in "преcет"). */
export const PRESET_SAVE_FAILED = 'Не удалось сохранить преcет';

/** The presets kept in this browser (§9: local storage key `presets`); [] when absent or unreadable. */
export function readLocalPresets(storage: Pick<Storage, 'getItem'>): Preset[] {
  try {
    const parsed = z
      .array(presetSchema)
      .safeParse(JSON.parse(storage.getItem(STORAGE_KEYS.presets) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeLocalPresets(
  storage: Pick<Storage, 'setItem'>,
  presets: readonly Preset[],
): void {
  try {
    storage.setItem(STORAGE_KEYS.presets, JSON.stringify(presets));
  } catch {
    // Storage full or disabled (private mode): the server copy still holds them.
  }
}

/** The list after each preset action; names are already checked by the filter panel (§5). */
export const presetEdits = {
  save: (presets: readonly Preset[], name: string, filter: NovelFilter): Preset[] => [
    ...presets,
    presetFromFilter(name, filter),
  ],
  rename: (presets: readonly Preset[], oldName: string, newName: string): Preset[] =>
    presets.map((preset) =>
      preset.name === oldName ? { ...preset, name: newName.trim() } : preset,
    ),
  remove: (presets: readonly Preset[], name: string): Preset[] =>
    presets.filter((preset) => preset.name !== name),
};

export interface Presets {
  /** The reader's presets; undefined until the session is known. */
  presets: readonly Preset[] | undefined;
  save: (name: string, filter: NovelFilter) => void;
  rename: (oldName: string, newName: string) => void;
  remove: (name: string) => void;
}

/**
 * The reader's filter presets (docs/product §3, §7): stored in local storage, and for a signed-in
 * reader also with the account (`POST /api/presets` replaces the list), which is then the source. The
 * list on screen changes at once; a failed save puts the server's list back and says so.
 */
export function usePresets(): Presets {
  const session = useSession();
  const toasts = useToasts();
  const state = session.state;
  // Read after the first render: the server renders the page without this browser's storage, and
  // the first render in the browser must match it (ADR 0011).
  const [guestPresets, setGuestPresets] = useState<Preset[]>([]);
  useEffect(() => setGuestPresets(readLocalPresets(window.localStorage)), []);
  const presets = state === undefined ? undefined : state ? state.user.presets : guestPresets;

  const store = useCallback(
    (next: Preset[]) => {
      if (!state) {
        writeLocalPresets(window.localStorage, next);
        setGuestPresets(next);
        return;
      }
      const previous = state;
      writeLocalPresets(window.localStorage, next);
      void setSessionState({ ...state, user: { ...state.user, presets: next } });
      callEndpoint(presetsRoute, { body: { presets: next } }).then(
        (saved) => setSessionState({ ...previous, user: { ...previous.user, presets: saved } }),
        () => {
          toasts.error(PRESET_SAVE_FAILED);
          writeLocalPresets(window.localStorage, previous.user.presets);
          void setSessionState(previous);
        },
      );
    },
    [state, toasts],
  );

  return useMemo(
    () => ({
      presets,
      save: (name, filter) => store(presetEdits.save(presets ?? [], name, filter)),
      rename: (oldName, newName) => store(presetEdits.rename(presets ?? [], oldName, newName)),
      remove: (name) => store(presetEdits.remove(presets ?? [], name)),
    }),
    [presets, store],
  );
}
