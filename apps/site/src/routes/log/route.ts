import type { LazyRoute } from '../../app/lazy-route';
import { LogPage } from './LogPage';

/** /log (docs/product §2.2): the moderation log, for moderators; the not-found page for others. */
export const logRoute: LazyRoute = { Component: LogPage };
