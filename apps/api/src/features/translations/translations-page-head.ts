import { landingPageMeta } from '@vn/domain';
import { laterPage, type PageHeads, type SiteAddress } from '../../platform/site';

const TRANSLATIONS_PATH = /^\/translations\/?$/;

/** A group's id as the site's address carries it (translations-address.ts), or null. */
const GROUP_ID = /^[0-9a-f]{24}$/i;

/**
 * The address of /translations as search engines should keep it: its group (one group's
 * translations are a list of their own) and its page, and nothing else. Status, stage, the quiet
 * ones and the order are views of the same lines, each of which its project's page carries anyway.
 */
function canonicalPath(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  const group = query.get('group');
  if (group && GROUP_ID.test(group)) kept.set('group', group.toLowerCase());
  const page = laterPage(query.get('page'));
  if (page) kept.set('page', String(page));
  const search = kept.toString();
  return `/translations${search ? `?${search}` : ''}`;
}

/**
 * The head of /translations (docs/product §A1.10): its title and description, the same words the
 * page sets in the browser. Nothing is read: the head of a list does not depend on what is in it.
 */
export function translationsPageHeads(site: SiteAddress): PageHeads {
  return (path, query) => {
    if (!TRANSLATIONS_PATH.test(path)) return null;
    const { title, description } = landingPageMeta.translations;
    return { title, description, canonical: site.url(canonicalPath(query)), type: 'website' };
  };
}
