import {
  errorEnvelopeSchema,
  translationStages,
  type EndpointBody,
  type postTranslationUpdateRoute,
  type RouteEndpoint,
  type StageState,
  type StageStateKind,
  type TranslationPart,
  type TranslationProgressInput,
  type TranslationStage,
  type TranslationStatus,
  type TranslationView,
} from '@vn/domain';
import type { FieldPath } from 'react-hook-form';
import { ApiError } from '../api/client';
import { failureText } from '../api/failure-text';

/*
 * What the form of a translation's update holds, and what it sends (docs/product §A1.5–A1.6):
 * numbers are held as typed, and become numbers only in the body, where the domain's schemas refuse
 * what is not a whole number with their own messages. The form's field names are the body's paths,
 * so the schema's refusals and the API's `fields` land on the fields they name.
 */

/** The body of `POST /api/translations/{id}/updates`. */
export type TranslationUpdateSend = EndpointBody<RouteEndpoint<typeof postTranslationUpdateRoute>>;

/** One stage of one part as the form holds it: its state, and the percent as typed. */
export interface StageEntry {
  state: StageStateKind;
  percent: string;
}

/**
 * A part as the form holds it: every stage is kept, so a stage unchecked and checked again has lost
 * nothing.
 */
export interface PartEntry {
  name: string;
  /** The line count as typed; '' when the group does not give it. */
  lines: string;
  stages: Record<TranslationStage, StageEntry>;
}

/** The values of the update form. */
export interface TranslationUpdateValues {
  status: TranslationStatus;
  progress: { stages: TranslationStage[]; parts: PartEntry[] };
  edition: string;
  /** «Выпущен патч»: the update carries a patch. */
  hasPatch: boolean;
  /** `releasedAt` is `YYYY-MM-DD`, '' for today. */
  patch: { version: string; link: string; releasedAt: string };
  note: string;
}

/** The one part a translation without stated progress starts with (ours). */
export const WHOLE_GAME = 'Вся игра';

/** Whether a stage in this state has a percent (docs/product §A1.1: in work, or paused). */
export const hasPercent = (state: StageStateKind) => state === 'inProgress' || state === 'paused';

function entryOf(state: StageState | undefined): StageEntry {
  if (state && (state.state === 'inProgress' || state.state === 'paused')) {
    return { state: state.state, percent: String(state.percent) };
  }
  return { state: state?.state ?? 'notStarted', percent: '' };
}

const stageEntries = (stages: TranslationPart['stages']) =>
  Object.fromEntries(
    translationStages.map((stage) => [stage, entryOf(stages[stage])]),
  ) as PartEntry['stages'];

/** A new part: every stage not started. */
export function newPart(name = ''): PartEntry {
  return { name, lines: '', stages: stageEntries({}) };
}

/**
 * The form filled from the translation: a translation without stated progress goes through every
 * stage and has one part, «Вся игра».
 */
export function valuesOf(translation: TranslationView): TranslationUpdateValues {
  const tracked = translationStages.filter((stage) => translation.stages.includes(stage));
  return {
    status: translation.status,
    progress: {
      stages: tracked.length > 0 ? tracked : [...translationStages],
      parts:
        translation.parts.length > 0
          ? translation.parts.map((part) => ({
              name: part.name,
              lines: part.lines === null ? '' : String(part.lines),
              stages: stageEntries(part.stages),
            }))
          : [newPart(WHOLE_GAME)],
    },
    edition: translation.edition,
    hasPatch: false,
    patch: { version: '', link: '', releasedAt: '' },
    note: '',
  };
}

/** A whole number as typed, or NaN, which the domain's schemas refuse with their own message. */
function wholeNumberOf(typed: string): number {
  const text = typed.trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

function stateOf(entry: StageEntry): StageState {
  return hasPercent(entry.state)
    ? { state: entry.state as 'inProgress' | 'paused', percent: wholeNumberOf(entry.percent) }
    : { state: entry.state as 'notStarted' | 'done' };
}

/** The progress as the body states it: each part with the stages the translation goes through. */
export function progressOf(progress: TranslationUpdateValues['progress']) {
  const stages = translationStages.filter((stage) => progress.stages.includes(stage));
  return {
    stages,
    parts: progress.parts.map((part) => ({
      name: part.name.trim(),
      lines: part.lines.trim() === '' ? null : wholeNumberOf(part.lines),
      stages: Object.fromEntries(
        stages.map((stage) => [stage, stateOf(part.stages[stage])]),
      ) as TranslationPart['stages'],
    })),
  };
}

/**
 * The overall percent of the progress as it is typed (docs/product §A1.2, the domain's
 * `overallPercent`): a percent not typed yet counts 0, and a line count not a whole number weighs
 * the parts equally, as a missing one does.
 */
export function typedProgressInput(
  progress: TranslationUpdateValues['progress'],
): TranslationProgressInput {
  const { stages, parts } = progressOf(progress);
  const clean = (state: StageState): StageState =>
    hasPercent(state.state) && 'percent' in state
      ? { ...state, percent: Number.isFinite(state.percent) ? Math.min(state.percent, 100) : 0 }
      : state;
  return {
    stages,
    parts: parts.map((part) => ({
      ...part,
      lines: Number.isFinite(part.lines) ? part.lines : null,
      stages: Object.fromEntries(
        Object.entries(part.stages).map(([stage, state]) => [stage, clean(state)]),
      ),
    })),
  };
}

/** A `YYYY-MM-DD` day as the contract's ISO time. */
const isoDayOf = (day: string) => `${day}T00:00:00.000Z`;

/**
 * Everything the form states, as the body would carry it: what the domain's schema checks before
 * anything is sent. A patch released `today` is sent without its date (the API's "today"), so a
 * reader east of Greenwich is not told that today's midnight in UTC is in the future.
 */
export function statedBodyOf(values: TranslationUpdateValues, today: string) {
  const edition = values.edition.trim();
  const { releasedAt } = values.patch;
  return {
    status: values.status,
    progress: progressOf(values.progress),
    edition,
    ...(values.hasPatch
      ? {
          patch: {
            version: values.patch.version.trim(),
            link: values.patch.link.trim(),
            ...(releasedAt !== '' && releasedAt !== today
              ? { releasedAt: isoDayOf(releasedAt) }
              : {}),
            edition,
          },
        }
      : {}),
    note: values.note.trim(),
  };
}

/**
 * The body sent: only what differs from `initial` (the status, the progress, the edition), the
 * patch when there is one, and the note always (docs/product §A1.6).
 */
export function changedBodyOf(
  values: TranslationUpdateValues,
  initial: TranslationUpdateValues,
  today: string,
): TranslationUpdateSend {
  const now = statedBodyOf(values, today);
  const before = statedBodyOf(initial, today);
  return {
    ...(now.status !== before.status ? { status: now.status } : {}),
    ...(JSON.stringify(now.progress) !== JSON.stringify(before.progress)
      ? { progress: now.progress }
      : {}),
    ...(now.edition !== before.edition ? { edition: now.edition } : {}),
    ...(now.patch ? { patch: now.patch } : {}),
    note: now.note,
  };
}

/** What a refused save says: messages under the fields the API named, the rest at the top. */
export interface UpdateRefusal {
  fields: { field: FieldPath<TranslationUpdateValues>; message: string }[];
  /** For the top of the form; null when every message found its field. */
  general: string | null;
}

const PART_FIELD = /^progress\.parts\.(\d+)\.(name|lines|stages\.(\w+)\.percent)$/;
const OWN_FIELDS = new Set(['status', 'edition', 'note', 'progress.stages']);
const PATCH_FIELDS = new Set(['patch.version', 'patch.link', 'patch.releasedAt']);

/** The field of the form that shows the API's message for `path`, or null when none is shown. */
function shownFieldOf(
  path: string,
  values: TranslationUpdateValues,
): FieldPath<TranslationUpdateValues> | null {
  if (OWN_FIELDS.has(path)) return path as FieldPath<TranslationUpdateValues>;
  // The patch is made for the edition the form names.
  if (path === 'patch.edition') return 'edition';
  if (PATCH_FIELDS.has(path)) return values.hasPatch ? (path as 'patch.version') : null;
  const [, index, , stage] = PART_FIELD.exec(path) ?? [];
  const part = index === undefined ? undefined : values.progress.parts[Number(index)];
  if (!part) return null;
  if (stage === undefined) return path as FieldPath<TranslationUpdateValues>;
  const shown =
    (values.progress.stages as string[]).includes(stage) &&
    hasPercent(part.stages[stage as TranslationStage].state);
  return shown ? (path as FieldPath<TranslationUpdateValues>) : null;
}

/** What the site says of a save that failed for another reason than the request. */
const SAVE_FAILED = 'Не удалось сохранить обновление перевода';

/**
 * The refusal of a save (the API's `{ message, fields }`, docs/product §A1.4, §A1.6): each field's
 * message under its field, a message with no field here (or the answer's own message, when it names
 * none) at the top. `values` are the values that were sent.
 */
export function refusalOf(error: unknown, values: TranslationUpdateValues): UpdateRefusal {
  if (!(error instanceof ApiError) || error.status >= 500) {
    return { fields: [], general: failureText(SAVE_FAILED, error) };
  }
  const envelope = errorEnvelopeSchema.safeParse(error.body);
  const named = Object.entries(envelope.success ? (envelope.data.fields ?? {}) : {});
  const fields: UpdateRefusal['fields'] = [];
  const unshown: string[] = [];
  for (const [path, message] of named) {
    const field = shownFieldOf(path, values);
    if (field) fields.push({ field, message });
    else if (!unshown.includes(message)) unshown.push(message);
  }
  const general = named.length === 0 ? error.message : unshown.join(' ') || null;
  return { fields, general };
}
