import { accountsEndpoints } from './accounts';
import { catalogueEndpoints } from './catalogue';
import { commentsEndpoints } from './comments';
import { draftReviewEndpoints } from './draft-review';
import { draftsEndpoints } from './drafts';
import type { Endpoint } from './endpoint';
import { healthEndpoint } from './health';
import { liveEventsEndpoints } from './live-events';
import { messagesEndpoints } from './messages';
import { moderationLogEndpoints } from './moderation-log';
import { postsEndpoints } from './posts';
import { reportsEndpoints } from './reports';
import { ratingsEndpoints } from './ratings';
import { readingTransferEndpoints } from './reading-transfer';
import { sanctionsEndpoints } from './sanctions';
import { recommendationsEndpoints } from './recommendations';
import { similarEndpoints } from './similar';
import { siteSearchEndpoints } from './site-search';
import { userEventsEndpoints } from './user-events';
import { vndbEndpoints } from './vndb';
import { translationsEndpoints } from './translations';

/** Every call of the HTTP contract (docs/product §7): what the API must serve and document. */
export const contractEndpoints: readonly Endpoint[] = [
  healthEndpoint,
  ...accountsEndpoints,
  ...catalogueEndpoints,
  ...draftsEndpoints,
  ...draftReviewEndpoints,
  ...postsEndpoints,
  ...commentsEndpoints,
  ...userEventsEndpoints,
  ...moderationLogEndpoints,
  ...sanctionsEndpoints,
  ...ratingsEndpoints,
  ...similarEndpoints,
  ...siteSearchEndpoints,
  ...recommendationsEndpoints,
  ...readingTransferEndpoints,
  ...reportsEndpoints,
  ...messagesEndpoints,
  ...liveEventsEndpoints,
  ...vndbEndpoints,
  ...translationsEndpoints,
];
