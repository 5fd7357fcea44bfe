import type { QueryParams } from '../catalogue/filter';
import {
  ACTIVE_TRANSLATIONS_PAGE_MAX,
  activeTranslationSorts,
  type ActiveTranslationSort,
} from './active-list';
import { translationStages, type TranslationStage } from './progress';
import { translationStatuses, type TranslationStatus } from './status';

/*
 * What /translations shows lives in its address (docs/conventions.md § State in the address;
 * docs/product §A1.10): `?status=paused&stage=editing&group={id}&stalled=true&sort=percent&page=2`.
 * Only what differs from the defaults is there, so /translations is the first page of those in the
 * making, newest update first; a value the page does not know falls back to its default, so a stale
 * link still opens. The site reads its page from here, and the API its canonical address, so both
 * agree on what a group id and a page look like.
 */

export interface TranslationsFilter {
  /** A status, every status (`all`), or null: those in the making (the call's default). */
  status: TranslationStatus | 'all' | null;
  /** Only translations where this stage is under way. */
  stage: TranslationStage | null;
  /** A translator group's id, lower-case. */
  group: string | null;
  /** Only the quiet ones. */
  stalled: boolean;
  sort: ActiveTranslationSort;
  /** 0-based; 1-based in the address. */
  page: number;
}

export const defaultTranslationsFilter: TranslationsFilter = {
  status: null,
  stage: null,
  group: null,
  stalled: false,
  sort: 'updated',
  page: 0,
};

/** A group's id as an address carries it: the database's 24 hexadecimal digits. */
const GROUP_ID = /^[0-9a-f]{24}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The 0-based page of a 1-based `page`; the first for nonsense or one past the last. */
function pageOf(value: string | undefined): number {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return 0;
  const page = Number(value);
  return page >= 1 && page <= ACTIVE_TRANSLATIONS_PAGE_MAX + 1 ? page - 1 : 0;
}

/** The filter an address's query asks for. */
export function translationsFilterOf(query: QueryParams): TranslationsFilter {
  const group = query['group'];
  return {
    status: oneOf([...translationStatuses, 'all'] as const, query['status']),
    stage: oneOf(translationStages, query['stage']),
    group: group !== undefined && GROUP_ID.test(group) ? group.toLowerCase() : null,
    stalled: query['stalled'] === 'true',
    sort: oneOf(activeTranslationSorts, query['sort']) ?? defaultTranslationsFilter.sort,
    page: pageOf(query['page']),
  };
}

/** The address of a filter. */
export function translationsHref(filter: TranslationsFilter): string {
  const query = new Map<string, string>();
  if (filter.status) query.set('status', filter.status);
  if (filter.stage) query.set('stage', filter.stage);
  if (filter.group) query.set('group', filter.group);
  if (filter.stalled) query.set('stalled', 'true');
  if (filter.sort !== defaultTranslationsFilter.sort) query.set('sort', filter.sort);
  if (filter.page > 0) query.set('page', String(filter.page + 1));
  // Every value is a known word, a hexadecimal id or a number: nothing to encode.
  const text = [...query].map(([key, value]) => `${key}=${value}`).join('&');
  return text ? `/translations?${text}` : '/translations';
}

/**
 * The address search engines should keep for an address of /translations: its group (one group's
 * translations are a list of their own) and its page, and nothing else. Status, stage, the quiet
 * ones and the order are views of the same lines, each of which its project's page carries anyway.
 */
export function translationsCanonicalHref(query: QueryParams): string {
  const { group, page } = translationsFilterOf(query);
  return translationsHref({ ...defaultTranslationsFilter, group, page });
}

/** A group's translations of every status, as its page shows them (docs/product §A1.10). */
export function groupTranslationsFilter(groupId: string): TranslationsFilter {
  return { ...defaultTranslationsFilter, status: 'all', group: groupId };
}

/** /translations with the group and every status: where its page sends for the rest. */
export function groupTranslationsHref(groupId: string): string {
  return translationsHref(groupTranslationsFilter(groupId));
}
