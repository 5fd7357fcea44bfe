import type { LazyRoute } from '../../app/lazy-route';
import { MessagesPage } from './MessagesPage';

/** /messages (docs/product §2.2, §2.5): contacts and conversations; `?user={id}` opens one. */
export const messagesRoute: LazyRoute = { Component: MessagesPage };
