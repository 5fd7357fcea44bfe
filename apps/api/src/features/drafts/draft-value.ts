import {
  DomainError,
  isSafeImageUrl,
  isSafeLinkUrl,
  jsonEqual,
  novelDraftValueSchema,
  sanitizeContentBlocks,
  sanitizeMarkupText,
  slugFromName,
  UNSAFE_IMAGE_MESSAGE,
  UNSAFE_LINK_MESSAGE,
  type NovelDraftValue,
  type VocabularyEntry,
  type VocabularyKind,
} from '@vn/domain';
import type { NovelRecord, TranslationRecord } from '../novels';
import {
  projectContentFields,
  type ProjectContent,
  type ProjectContentField,
} from './draft.schema';

/** Reads a stored draft value back (it was validated and cleaned when stored). */
export function storedValue(draft: { value: string }): NovelDraftValue {
  return novelDraftValueSchema.parse(JSON.parse(draft.value));
}

/**
 * A draft value's problem: 400 with the field it is in, nothing stored. Fields are named as the
 * contract names them (`value.links.0.link`), so the form puts the message under the right field.
 */
function invalid(field: string, message: string): DomainError {
  const path = `value.${field}`;
  return new DomainError('invalid', `Некорректные данные: ${path} — ${message}`, {
    [path]: message,
  });
}

function checkLink(field: string, url: string): void {
  if (url !== '' && !isSafeLinkUrl(url)) throw invalid(field, UNSAFE_LINK_MESSAGE);
}

function checkImage(field: string, image: { preview?: string; full: string } | null): void {
  if (!image) return;
  for (const url of [image.preview, image.full]) {
    if (url !== undefined && !isSafeImageUrl(url)) throw invalid(field, UNSAFE_IMAGE_MESSAGE);
  }
}

/**
 * A draft value as it is stored (docs/product §5): the url made a slug (from the name when not given),
 * rich text reduced to the allowed markup, and every address a link or image may carry checked —
 * a `javascript:` link is refused rather than silently dropped, so the author sees why.
 */
export function cleanDraftValue(value: NovelDraftValue): NovelDraftValue {
  const url = slugFromName(value.url?.trim() || value.name);
  if (url.replace(/-/g, '') === '') throw invalid('url', 'Из названия не получается адрес');
  value.links.forEach((link, index) => checkLink(`links.${index}.link`, link.link));
  value.developers.forEach((developer, index) =>
    checkLink(`developers.${index}.link`, developer.link),
  );
  value.translations.forEach((translation, index) => {
    checkLink(`translations.${index}.group.link`, translation.group.link);
    if (translation.link) checkLink(`translations.${index}.link.link`, translation.link.link);
  });
  checkImage('poster', value.poster);
  checkImage('bg', value.bg);
  value.screenshots.forEach((shot, index) => {
    if (shot.contentType !== 'youtube') checkImage(`screenshots.${index}`, shot);
  });
  return {
    ...value,
    url,
    description:
      typeof value.description === 'string'
        ? sanitizeMarkupText(value.description)
        : sanitizeContentBlocks(value.description),
  };
}

/** Vocabulary ids resolved for a value (new values already added by the caller). */
export interface ResolvedVocabulary {
  genreIds: string[];
  tagIds: string[];
  platformIds: string[];
}

/**
 * The project content a draft value describes. Translations keep the translator group link of the
 * project's translation with the same group, so an edit does not cut a project off its translator
 * page.
 */
export function projectContentOf(
  value: NovelDraftValue,
  vocabulary: ResolvedVocabulary,
  current: NovelRecord | null,
): ProjectContent {
  const releasedAt = value.releasedAt ? new Date(value.releasedAt) : null;
  const translatorOf = (group: string) =>
    current?.translations.find((translation) => translation.group.description === group)
      ?.translatorId ?? null;
  const translations: TranslationRecord[] = value.translations.map((translation) => ({
    group: { link: translation.group.link, description: translation.group.description },
    translatorId: translatorOf(translation.group.description),
    status: translation.status,
    nonFree: translation.nonFree,
    releasedAt: translation.releasedAt ? new Date(translation.releasedAt) : null,
    link: translation.link
      ? { link: translation.link.link, description: translation.link.description }
      : null,
    description: translation.description,
  }));
  return {
    url: value.url ?? slugFromName(value.name),
    name: value.name,
    alternativeNames: value.alternativeNames,
    section: value.section,
    modifiers: value.modifiers,
    poster: value.poster,
    screenshots: value.screenshots,
    bg: value.bg,
    originalLanguage: value.originalLanguage,
    developers: value.developers,
    status: value.status,
    releasedAt,
    expectedReleaseAt: value.expectedReleaseAt,
    releasedYear: releasedAt ? releasedAt.getUTCFullYear() : null,
    ...vocabulary,
    length: value.length,
    translations,
    description: value.description,
    links: value.links,
    vndb: value.vndb as NovelRecord['vndb'],
  };
}

/** A project's content fields, as a revision keeps them. */
export function contentOfProject(record: NovelRecord): ProjectContent {
  return Object.fromEntries(
    projectContentFields.map((field) => [field, record[field] ?? null]),
  ) as ProjectContent;
}

/** Dates compare as instants and everything else as JSON, as both sides may come from storage. */
function comparable(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown;
}

/** The content fields that differ; every non-empty field when there was nothing before. */
export function changedFields(
  before: ProjectContent | null,
  after: ProjectContent,
): ProjectContentField[] {
  return projectContentFields.filter((field) =>
    before === null
      ? !isEmpty(after[field])
      : !jsonEqual(comparable(before[field]), comparable(after[field])),
  );
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Field-by-field differences of two contents (null stands for "no project yet"). */
export function contentDiff(before: ProjectContent | null, after: ProjectContent) {
  return changedFields(before, after).map((field) => ({
    field,
    before: before ? comparable(before[field]) : null,
    after: comparable(after[field]),
  }));
}

/**
 * A project's fields as a draft value has them, as the edit form loads them (the project page's
 * fields): vocabulary entries with their names, dates as ISO text. The three versions of a review
 * are compared in this form (docs/product §A4.1).
 */
export function draftFieldsOfProject(
  record: NovelRecord,
  vocabulary: (kind: VocabularyKind, ids: readonly string[]) => VocabularyEntry[],
): Record<string, unknown> {
  const entries = (kind: VocabularyKind, ids: readonly string[]) =>
    vocabulary(kind, ids).map((entry) => ({ _id: entry._id, value: entry.value }));
  return comparable({
    name: record.name,
    alternativeNames: record.alternativeNames,
    url: record.url,
    section: record.section,
    modifiers: record.modifiers,
    status: record.status,
    releasedAt: record.releasedAt,
    expectedReleaseAt: record.expectedReleaseAt,
    originalLanguage: record.originalLanguage,
    length: record.length,
    genres: entries('genres', record.genreIds),
    tags: entries('tags', record.tagIds),
    platforms: entries('platforms', record.platformIds),
    developers: record.developers,
    translations: record.translations.map(
      ({ translatorId: _linked, ...translation }) => translation,
    ),
    links: record.links,
    description: record.description,
    poster: record.poster,
    screenshots: record.screenshots,
    bg: record.bg,
    vndb: record.vndb,
  }) as Record<string, unknown>;
}
