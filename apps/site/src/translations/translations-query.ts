import type {
  EndpointQueryInput,
  RouteEndpoint,
  TranslationsFilter,
  activeTranslationsRoute,
} from '@vn/domain';

/*
 * The address of /translations is the domain's (`translationsFilterOf`, `translationsHref`); here is
 * only what the site asks the API for it.
 */

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
