import { jsonEqual } from './json-equal';

/**
 * The edit payload of a novel draft save (docs/product §5 Draft save: "requires a loaded draft; unchanged
 * release date and description are omitted from the edit payload").
 *
 * The release date is compared as an instant, so a Date and its ISO text are the same date; the
 * description (rich text: markup text or blocks) is compared structurally.
 */
export interface DraftSaveFields {
  releasedAt?: Date | string | null;
  description?: unknown;
}

export type DraftSaveResult<T extends object> =
  | { ok: true; payload: Omit<T, 'releasedAt' | 'description'> & Partial<DraftSaveFields> }
  | { ok: false; reason: 'draftNotLoaded' };

/**
 * A release date as something comparable: its instant in ms; null for no date (null and undefined
 * alike); the text itself when it is not a date, so equal texts still count as unchanged.
 */
function comparableDate(value: Date | string | null | undefined): number | string | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? String(value) : time;
}

/**
 * The payload to save: the edited fields minus the release date and description when they equal the
 * loaded draft's. Without a loaded draft there is nothing to compare with and nothing to save
 * (`draftNotLoaded`; the page shows "Не удалось сохранить черновик").
 */
export function draftSavePayload<T extends object>({
  loaded,
  edited,
}: {
  loaded: DraftSaveFields | null | undefined;
  edited: T & DraftSaveFields;
}): DraftSaveResult<T> {
  if (!loaded) return { ok: false, reason: 'draftNotLoaded' };
  const { releasedAt, description, ...rest } = edited;
  return {
    ok: true,
    payload: {
      ...rest,
      ...(comparableDate(releasedAt) === comparableDate(loaded.releasedAt) ? {} : { releasedAt }),
      ...(jsonEqual(description, loaded.description) ? {} : { description }),
    },
  };
}
