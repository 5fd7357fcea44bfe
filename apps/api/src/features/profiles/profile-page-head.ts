import { usernameFromPathSegment, usernameToPathSegment } from '@vn/domain';
import type { GonePages, PageHeads, SiteAddress } from '../../platform/site';
import type { UsersRepository } from '../users';

const PROFILE_PATH = /^\/profile\/([^/]+)\/?$/;

/**
 * The head of a profile (docs/product §2.4), generic: the API holds no users by name in memory (the
 * users' cache is by id and lives 30 seconds; a name is found with a query, a scan on FerretDB:
 * docs/architecture.md § The database), and a head may not add a query to a page view. So every
 * `/profile/{username}` gets the title the site shows while the profile loads, the default
 * description and its one address (the username's path form rewritten as the site writes it), and
 * no name: the address may name nobody, and the head must not claim somebody. `/profile` alone (the
 * reader's own) is behind sign-in and gets none.
 */
export function profilePageHeads(site: SiteAddress): PageHeads {
  return (path) => {
    const match = PROFILE_PATH.exec(path);
    if (!match) return null;
    const username = usernameFromPathSegment(match[1]!);
    if (username === null || username.trim() === '') return null;
    let segment: string;
    try {
      segment = usernameToPathSegment(username);
    } catch {
      return null; // A lone surrogate has no UTF-8 form: no user can be named so.
    }
    return {
      title: 'Профиль',
      description: '',
      canonical: site.url(`/profile/${segment}`),
      type: 'profile',
    };
  };
}

/** A removed reader's profile (the account is kept, marked removed): gone, 410 (gone-pages.ts). */
export function profileGonePages(users: UsersRepository): GonePages {
  return async (path) => {
    const match = PROFILE_PATH.exec(path);
    const username = match ? usernameFromPathSegment(match[1]!) : null;
    if (!username?.trim()) return false;
    return Boolean((await users.findByUsername(username))?.removed);
  };
}
