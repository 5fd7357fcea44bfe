import { assertNever } from '../assert-never';
import { languageLabels } from '../catalogue/languages';
import { lengthInfo } from '../catalogue/lengths';
import { sectionLabels } from '../catalogue/sections';
import { developmentStatusLabels } from '../catalogue/statuses';
import { formatDate } from '../format/dates';
import { descriptionMarkup } from '../markup/description';
import { jsonEqual } from './json-equal';
import { isRecord } from './draft-value-fields';
import {
  projectChangeFields,
  projectChangeLabels,
  type ProjectChangeField,
} from './project-fields';

export { projectChangeFields, projectChangeLabels, type ProjectChangeField };

/*
 * What an update draft changes in a project, field by field (the draft page of docs/product §2.2 shows
 * the project as it is beside the project as the draft proposes it), and what a revision of a
 * project changed (its history on "О странице"). Each field is turned into what a reader sees — a
 * text, a list of texts, a description's markup, images — and a field is a change when what the
 * reader sees differs; so a date written two ways, or a vocabulary entry with and without its id,
 * is not a change.
 */

/** An image of a project (poster, background, screenshot), or a video among the screenshots. */
export type ProjectImage =
  { kind: 'image'; preview: string; full: string } | { kind: 'video'; id: string };

interface ChangeOf<Kind extends string, Value> {
  field: ProjectChangeField;
  label: string;
  kind: Kind;
  before: Value;
  after: Value;
}

/**
 * One changed field: its value before and after, as the reader sees it. A text is null when the
 * field is empty; a description is markup ('' for none).
 */
export type ProjectChange =
  | ChangeOf<'text', string | null>
  | ChangeOf<'list', string[]>
  | ChangeOf<'markup', string>
  | ChangeOf<'images', ProjectImage[]>;
export type ProjectChangeKind = ProjectChange['kind'];

/** A project's fields as any of its forms carries them: the project page, a draft, a revision. */
export type ProjectFieldValues = Readonly<Partial<Record<ProjectChangeField, unknown>>>;

interface ShowOptions {
  timeZone?: string;
  /** Names of vocabulary entries by id, for a revision, which keeps only ids. */
  vocabularyNames?: ReadonlyMap<string, string>;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

function field(record: unknown, key: string): string {
  return isRecord(record) ? (text(record[key]) ?? '') : '';
}

const lengthLabels: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(lengthInfo).map(([length, info]) => [length, info.label]),
);

function labelled(labels: Readonly<Record<string, string>>, value: unknown): string | null {
  const shown = text(value);
  return shown === null ? null : (labels[shown] ?? shown);
}

function date(value: unknown, { timeZone }: ShowOptions): string | null {
  const shown = text(value);
  if (shown === null) return null;
  return Number.isNaN(Date.parse(shown)) ? shown : formatDate(shown, timeZone);
}

function list(value: unknown, show: (item: unknown) => string | null): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(show).filter((item): item is string => item !== null);
}

/** A genre, tag or platform: `{ _id, value }` in a project or a draft, an id in a revision. */
function vocabularyEntry(item: unknown, { vocabularyNames }: ShowOptions): string | null {
  if (isRecord(item)) return text(item['value']);
  const id = text(item);
  return id === null ? null : (vocabularyNames?.get(id) ?? `${id} (удалено)`);
}

function developer(item: unknown): string | null {
  const name = field(item, 'name');
  if (!name) return null;
  const link = field(item, 'link');
  return link ? `${name} (${link})` : name;
}

/** "Группа — Статус", then whatever else the translation says, so any change of it shows. */
function translation(item: unknown, options: ShowOptions): string | null {
  if (!isRecord(item)) return null;
  const group = field(item['group'], 'description') || 'Перевод';
  const groupLink = field(item['group'], 'link');
  const parts = [
    `${group}${groupLink ? ` (${groupLink})` : ''} — ${labelled(developmentStatusLabels, item['status']) ?? 'без статуса'}`,
  ];
  if (item['nonFree'] === true) parts.push('платный');
  const released = date(item['releasedAt'], options);
  if (released) parts.push(released);
  const link = field(item['link'], 'link');
  if (link) {
    const description = field(item['link'], 'description');
    parts.push(description ? `${description}: ${link}` : link);
  }
  const description = field(item, 'description');
  if (description) parts.push(description);
  return parts.join(', ');
}

function link(item: unknown): string | null {
  const address = field(item, 'link');
  if (!address) return null;
  const description = field(item, 'description');
  const forMembers =
    isRecord(item) && Array.isArray(item['tags']) && item['tags'].includes('regRequire');
  return `${description ? `${description}: ${address}` : address}${forMembers ? ' (для зарегистрированных)' : ''}`;
}

function image(value: unknown): ProjectImage | null {
  if (!isRecord(value)) return null;
  const full = text(value['full']);
  if (full === null) return null;
  if (value['contentType'] === 'youtube') return { kind: 'video', id: full };
  return { kind: 'image', preview: text(value['preview']) ?? full, full };
}

function images(value: unknown): ProjectImage[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map(image).filter((item): item is ProjectImage => item !== null);
}

type Shown = Pick<ProjectChange, 'kind' | 'before'>;

/** What the reader sees of one field. */
function show(name: ProjectChangeField, value: unknown, options: ShowOptions): Shown {
  switch (name) {
    case 'name':
    case 'url':
    case 'expectedReleaseAt':
      return { kind: 'text', before: text(value) };
    case 'section':
      return { kind: 'text', before: labelled(sectionLabels, value) };
    case 'status':
      return { kind: 'text', before: labelled(developmentStatusLabels, value) };
    case 'originalLanguage':
      return { kind: 'text', before: labelled(languageLabels, value) };
    case 'length':
      return { kind: 'text', before: labelled(lengthLabels, value) };
    case 'releasedAt':
      return { kind: 'text', before: date(value, options) };
    case 'alternativeNames':
      return { kind: 'list', before: list(value, text) };
    case 'genres':
    case 'tags':
    case 'platforms':
      return { kind: 'list', before: list(value, (item) => vocabularyEntry(item, options)) };
    case 'developers':
      return { kind: 'list', before: list(value, developer) };
    case 'translations':
      return { kind: 'list', before: list(value, (item) => translation(item, options)) };
    case 'links':
      return { kind: 'list', before: list(value, link) };
    case 'description':
      return { kind: 'markup', before: descriptionMarkup(value ?? '').trim() };
    case 'poster':
    case 'screenshots':
    case 'bg':
      return { kind: 'images', before: images(value) };
    default:
      return assertNever(name);
  }
}

/**
 * Whether a reader would see the same value of the field in both: a date written two ways, a
 * vocabulary entry with and without its id, a description as markup or as blocks are the same.
 * The three-way merge of a reviewed edit compares with it (./field-review).
 */
export function sameToReader(name: ProjectChangeField, one: unknown, other: unknown): boolean {
  return jsonEqual(show(name, one, {}).before, show(name, other, {}).before);
}

/** The change of one field, or null when the reader would see the same before and after. */
function changeOf(
  name: ProjectChangeField,
  before: unknown,
  after: unknown,
  options: ShowOptions,
): ProjectChange | null {
  const old = show(name, before, options);
  const next = show(name, after, options);
  if (jsonEqual(old.before, next.before)) return null;
  return {
    field: name,
    label: projectChangeLabels[name],
    kind: old.kind,
    before: old.before,
    after: next.before,
  } as ProjectChange;
}

/**
 * The fields an update draft changes (docs/product §2.2 /drafts/{id}): `before` is the project as it is
 * (`GET /api/novelByUrl/{url}`), `after` the project as the draft proposes it (`draftProjectOf`).
 * Only the fields that differ, in the order of `projectChangeFields`. Dates are shown in `timeZone`
 * (the reader's by default).
 */
export function projectChanges({
  before,
  after,
  timeZone,
}: {
  before: ProjectFieldValues;
  after: ProjectFieldValues;
  timeZone?: string;
}): ProjectChange[] {
  return projectChangeFields
    .map((name) => changeOf(name, before[name], after[name], { timeZone }))
    .filter((change): change is ProjectChange => change !== null);
}

/** A revision keeps vocabulary entries as ids, under these names. */
const revisionFieldNames: Readonly<Record<string, ProjectChangeField>> = {
  genreIds: 'genres',
  tagIds: 'tags',
  platformIds: 'platforms',
};

const isProjectChangeField = (name: string): name is ProjectChangeField =>
  (projectChangeFields as readonly string[]).includes(name);

/**
 * What a revision changed (`GET /api/novels/{id}/revisions/diff`), as the reader sees it: the
 * revision's fields named as the project's, genres, tags and platforms named through `vocabulary`
 * (`GET /api/filters`; an id it no longer has is shown as removed). Fields that readers never see
 * (modifiers, the derived release year, the external database's record) are left out, as is a
 * field whose change does not show.
 */
export function revisionChanges({
  changes,
  vocabulary = [],
  timeZone,
}: {
  changes: readonly { field: string; before: unknown; after: unknown }[];
  vocabulary?: readonly { _id: string; value: string }[];
  timeZone?: string;
}): ProjectChange[] {
  const vocabularyNames = new Map(vocabulary.map((entry) => [entry._id, entry.value]));
  const byField = new Map<ProjectChangeField, ProjectChange>();
  for (const change of changes) {
    const name = revisionFieldNames[change.field] ?? change.field;
    if (!isProjectChangeField(name)) continue;
    const shown = changeOf(name, change.before, change.after, { timeZone, vocabularyNames });
    if (shown) byField.set(name, shown);
  }
  return projectChangeFields.flatMap((name) => {
    const change = byField.get(name);
    return change ? [change] : [];
  });
}
