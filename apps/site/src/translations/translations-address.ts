import {
  ACTIVE_TRANSLATIONS_PAGE_MAX,
  activeTranslationSorts,
  translationStages,
  translationStatuses,
  type ActiveTranslationSort,
  type EndpointQueryInput,
  type RouteEndpoint,
  type activeTranslationsRoute,
  type TranslationStage,
  type TranslationStatus,
} from '@vn/domain';
import { pageFromSearch } from '../app/page-address';

/*
 * What /translations shows lives in its address (docs/conventions.md § State in the address;
 * docs/product §A1.10): `?status=paused&stage=editing&group={id}&stalled=true&sort=percent&page=2`.
 * Only what differs from the defaults is there, so /translations is the first page of those in the
 * making, newest update first; a value the page does not know falls back to its default, so a stale
 * link still opens. A group's page links here with its group (`groupTranslationsHref`).
 */

export interface TranslationsFilter {
  /** A status, every status (`all`), or null: those in the making (the call's default). */
  status: TranslationStatus | 'all' | null;
  /** Only translations where this stage is under way. */
  stage: TranslationStage | null;
  /** A translator group's id. */
  group: string | null;
  /** Only the quiet ones. */
  stalled: boolean;
  sort: ActiveTranslationSort;
  /** 0-based. */
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

const OBJECT_ID = /^[0-9a-f]{24}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The filter an address asks for. */
export function translationsFilterOf(search: URLSearchParams): TranslationsFilter {
  const group = search.get('group');
  return {
    status: oneOf([...translationStatuses, 'all'] as const, search.get('status')),
    stage: oneOf(translationStages, search.get('stage')),
    group: group !== null && OBJECT_ID.test(group) ? group.toLowerCase() : null,
    stalled: search.get('stalled') === 'true',
    sort: oneOf(activeTranslationSorts, search.get('sort')) ?? 'updated',
    page: pageFromSearch(search, ACTIVE_TRANSLATIONS_PAGE_MAX + 1),
  };
}

/** The address of a filter. */
export function translationsHref(filter: TranslationsFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.stage) query.set('stage', filter.stage);
  if (filter.group) query.set('group', filter.group);
  if (filter.stalled) query.set('stalled', 'true');
  if (filter.sort !== 'updated') query.set('sort', filter.sort);
  if (filter.page > 0) query.set('page', String(filter.page + 1));
  const text = query.toString();
  return text ? `/translations?${text}` : '/translations';
}

export type ActiveTranslationsQueryInput = EndpointQueryInput<
  RouteEndpoint<typeof activeTranslationsRoute>
>;

/**
 * The query of `GET /api/translations/active` for a filter: what the page's hook asks and what the
 * server reads for it, one address, so the page hydrates from the server's answer.
 */
export function translationsQuery(filter: TranslationsFilter): ActiveTranslationsQueryInput {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.stage ? { stage: filter.stage } : {}),
    ...(filter.group ? { group: filter.group } : {}),
    ...(filter.stalled ? { stalled: 'true' as const } : {}),
    ...(filter.sort !== 'updated' ? { sort: filter.sort } : {}),
    page: filter.page,
  };
}

/** A group's translations of every status, as its page shows them (docs/product §A1.10). */
export function groupTranslationsFilter(groupId: string): TranslationsFilter {
  return { ...defaultTranslationsFilter, status: 'all', group: groupId };
}

/** /translations with the group and every status: where its page sends for the rest. */
export function groupTranslationsHref(groupId: string): string {
  return translationsHref(groupTranslationsFilter(groupId));
}
