import { can, type Actor } from '../accounts/permissions';
import type { Endpoint } from './endpoint';

/**
 * Why a call would be refused before it runs, judged from the endpoint alone: `notSignedIn` (401)
 * when it is not public and nobody is signed in, `forbidden` (403) when the actor lacks its
 * `permission`; null when it would run. The API's session guard answers with it, and the site shows
 * a control only when its call would not be refused, so the two cannot disagree. A right over one
 * record (its author, its owner) is `can()`'s with that record, once it is read.
 */
export function callRefusal(
  endpoint: Pick<Endpoint, 'public' | 'permission'>,
  actor: Actor | null,
  now: Date,
): 'notSignedIn' | 'forbidden' | null {
  if (!endpoint.public && !actor) return 'notSignedIn';
  if (endpoint.permission && !can({ actor, action: endpoint.permission, now })) return 'forbidden';
  return null;
}
