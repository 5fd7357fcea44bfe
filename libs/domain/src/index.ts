/**
 * @vn/domain: every rule of docs/product once, pure TypeScript (zod, and `entities` for legacy HTML). The API
 * enforces with it; the site shows and pre-validates with it.
 */
export { assertNever } from './assert-never';

// The HTTP contract and the server's named errors.
export * from './api/endpoint';
export * from './api/call-refusal';
export * from './api/envelope';
export * from './api/error-message';
export * from './api/validation-messages';
export * from './api/errors';
export * from './api/rate-limits';
export * from './api/accounts';
export * from './api/catalogue';
export * from './api/health';
export * from './api/live-events';
export * from './api/messages';
export * from './api/comments';
export * from './api/contract';
export * from './api/drafts';
export * from './api/draft-review';
export * from './api/moderation-log';
export * from './api/sanctions';
export * from './api/ratings';
export * from './api/similar';
export * from './api/site-search';
export * from './api/recommendations';
export * from './api/reading-transfer';
export * from './api/reports';
export * from './api/posts';
export * from './api/user-events';
export * from './api/vndb';
export * from './api/translations';
export * from './api/routes';

// Catalogue rules (§3, §4, §5, §9).
export * from './catalogue/dates';
export * from './catalogue/filter';
export * from './catalogue/languages';
export * from './catalogue/links';
export * from './catalogue/limits';
export * from './catalogue/lengths';
export * from './catalogue/platforms';
export * from './catalogue/preset';
export * from './catalogue/rating';
export * from './catalogue/schemas';
export * from './catalogue/reading-lists';
export * from './catalogue/release-years';
export * from './catalogue/search';
export * from './catalogue/sections';
export * from './catalogue/slug';
export * from './catalogue/sort';
export * from './catalogue/statuses';
export * from './catalogue/translators';
export * from './catalogue/video';
export * from './catalogue/vndb';
export * from './catalogue/vocabulary-admin';

// Accounts and permissions (§4, §5, §6).
export * from './accounts';

// Novel and post drafts: status machines, stepper, list filters (§2.2, §4).
export * from './drafts';

// Comments, messages, articles, vocabulary input (§5).
export * from './community';

// Translations: progress by part and stage, and what their history says (§A1, ours).
export * from './translations';

// Open ratings: the site rating explained, which votes count, a reader's own (§A5, ours).
export * from './ratings';

// Similar titles: tags, co-ratings, co-lists and readers' recommendations, blended (§A6, ours).
export * from './similar';
// Lists that travel: export, import files, matching (§A5.5, ours).
export * from './reading-transfer';

// Sanctions: scopes, durations, the enforcement rule, repeats and lifting (§A2, ours).
export * from './moderation';

// Rich text: markup tags, content blocks, conversions, sanitising (§3, §5).
export * from './markup';

// Entities of §3.
export * from './entities/content';
export * from './entities/common';
export * from './entities/novel';
export * from './entities/social';
export * from './entities/user';

// Text every store can keep (no NUL, no lone surrogates).
export * from './text/storable-text';

// Formatting and the constants of §9.
export * from './format/constants';
export * from './format/json-depth';
export * from './format/css-url';
export * from './format/dates';
export * from './format/page-title';
export * from './format/plural';
export * from './format/stored-count';
