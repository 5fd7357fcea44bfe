import { CATALOGUE_LIMITS } from '@vn/domain';
import { pageFromSearch } from '../../app/page-address';

/*
 * What /translators shows lives in its address (docs/conventions.md § State in the address;
 * docs/product §2.2): `?search=лето&page=2`. The page is 1-based in the address and 0-based in the
 * call, as everywhere on the site; defaults stay out of the address, so /translators is the first
 * page of all.
 */

export interface TranslatorsFilter {
  search: string;
  /** 0-based. */
  page: number;
}

/** The filter an address asks for; a malformed page is the first (a stale link still opens). */
export function translatorsFilterOf(search: URLSearchParams): TranslatorsFilter {
  return {
    search: (search.get('search') ?? '').trim().slice(0, CATALOGUE_LIMITS.searchMax),
    page: pageFromSearch(search, CATALOGUE_LIMITS.pageMax),
  };
}

/** The address of a filter. */
export function translatorsHref(filter: TranslatorsFilter): string {
  const query = new URLSearchParams();
  if (filter.search) query.set('search', filter.search);
  if (filter.page > 0) query.set('page', String(filter.page + 1));
  const text = query.toString();
  return text ? `/translators?${text}` : '/translators';
}
