import type { NovelDraftValue } from '../api/drafts';
import { languages, type Language } from '../catalogue/languages';
import { lengths, type Length } from '../catalogue/lengths';
import { projectSections } from '../catalogue/sections';
import { slugFromName } from '../catalogue/slug';
import { developmentStatuses, type DevelopmentStatus } from '../catalogue/statuses';
import { draftValueFields, isRecord } from './draft-value-fields';

/**
 * The project a novel draft proposes (docs/product §3 Novel draft: "value (JSON text of the novel)"), as
 * the draft page previews it and compares it with the project as it is.
 */
export type DraftProject = NovelDraftValue & { url: string };

/** What a novel draft carries as the API answers it: its title and the value as JSON text. */
export interface DraftProjectSource {
  title: string;
  value: string;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function objectOrNull<T>(value: unknown): T | null {
  return isRecord(value) ? (value as T) : null;
}

/**
 * Reads the draft's value. The API validated and cleaned it when it was stored (every field with
 * its default, docs/product §4 defaults: section novel, status done, original language jp), so this only
 * guards each field's shape: a damaged value still opens, named by the draft's title. By hand rather
 * than with `novelDraftValueSchema`: the draft page reads it, and the schema would bring zod there.
 * Items of the lists are not checked one by one; the API wrote them.
 */
export function draftProjectOf(draft: DraftProjectSource): DraftProject {
  const fields = draftValueFields(draft.value);
  const name = textOr(fields['name'], draft.title);
  const url = fields['url'];
  const description = fields['description'];
  return {
    name,
    url: typeof url === 'string' && url.trim() !== '' ? url : slugFromName(name),
    alternativeNames: listOf(fields['alternativeNames']),
    section: isOneOf(projectSections, fields['section']) ? fields['section'] : 'novel',
    modifiers: listOf(fields['modifiers']),
    poster: objectOrNull(fields['poster']),
    screenshots: listOf(fields['screenshots']),
    bg: objectOrNull(fields['bg']),
    originalLanguage: isOneOf<Language>(languages, fields['originalLanguage'])
      ? fields['originalLanguage']
      : 'jp',
    developers: listOf(fields['developers']),
    status: isOneOf<DevelopmentStatus>(developmentStatuses, fields['status'])
      ? fields['status']
      : 'done',
    releasedAt: typeof fields['releasedAt'] === 'string' ? fields['releasedAt'] : null,
    expectedReleaseAt: textOr(fields['expectedReleaseAt'], ''),
    genres: listOf(fields['genres']),
    tags: listOf(fields['tags']),
    platforms: listOf(fields['platforms']),
    length: isOneOf<Length>(lengths, fields['length']) ? fields['length'] : null,
    translations: listOf(fields['translations']),
    description:
      typeof description === 'string' || Array.isArray(description)
        ? (description as NovelDraftValue['description'])
        : '',
    links: listOf(fields['links']),
    vndb: objectOrNull(fields['vndb']),
  };
}
