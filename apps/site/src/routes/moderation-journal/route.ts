import type { LazyRoute } from '../../app/lazy-route';
import { ModerationJournalPage } from './ModerationJournalPage';

/** /moderation: a chunk of its own, loaded when the page is first shown (app/router.tsx). */
export const moderationJournalRoute: LazyRoute = { Component: ModerationJournalPage };
