import { LIMITS } from '../format/constants';

/**
 * Private message rules (docs/product §2.5 Messages, §3 Message, §4 Message editing, §5 Message, §9).
 */

const TAG = /<[^>]*>/g;
const IMAGE_TAG = /<img\b/i;
const NO_BREAK_SPACE_ENTITY = /&nbsp;|&#160;|&#xa0;/gi;

/**
 * Whether a message body can be sent (docs/product §5: "empty text cannot be sent"). The body is HTML
 * (§3); it is empty when, without its tags, only whitespace is left (no-break spaces included) and it
 * holds no image — an image alone is content, since attached images live in the body (§5).
 */
export function canSendMessage(body: string): boolean {
  if (IMAGE_TAG.test(body)) return true;
  return body.replace(TAG, '').replace(NO_BREAK_SPACE_ENTITY, ' ').trim() !== '';
}

function timeOf(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/**
 * Whether a message shows the "edited" mark (docs/product §2.5): updated more than 2 minutes after it was
 * created; exactly 2 minutes is not edited. Unparseable dates give no mark.
 */
export function isMessageEdited({
  createdAt,
  updatedAt,
}: {
  createdAt: Date | string;
  updatedAt: Date | string;
}): boolean {
  return timeOf(updatedAt) - timeOf(createdAt) > LIMITS.messageEditedAfterMs;
}

/**
 * Unread messages over all contacts (the badge beside "Сообщения"); never below zero. Here, beside
 * the display rules, not in `message-input.ts`: the shell shows the badge on every page, and that
 * module would bring the markup parser into the first download.
 */
export function unreadMessagesTotal(contacts: readonly { unreadMessages: number }[]): number {
  return contacts.reduce((total, contact) => total + Math.max(0, contact.unreadMessages), 0);
}

/**
 * Whether the whole conversation is loaded (docs/product §4 Message editing: "fully loaded when fewer than
 * 20 arrive"; the step is `LIMITS.messagePageStep`, §9): a load that brought less than a full step
 * was the last.
 */
export function isConversationFullyLoaded(receivedCount: number): boolean {
  return receivedCount < LIMITS.messagePageStep;
}

/** The most messages one conversation request may ask for (the API's `MESSAGE_LIMITS.pageSizeMax`). */
const CONVERSATION_PAGE_MAX = 100;

/**
 * How many messages the first page of a conversation asks for (docs/product §7: "page size is the unread
 * count; step 20"): all the unread ones, so none is hidden above the fold, but never fewer than a step
 * and never more than one request may ask for.
 */
export function firstConversationPageSize(unreadCount: number): number {
  return Math.min(
    CONVERSATION_PAGE_MAX,
    Math.max(LIMITS.messagePageStep, Math.floor(unreadCount) || 0),
  );
}

/**
 * The next older page of a conversation (docs/product §9 step 20): it starts after the `loadedCount`
 * newest messages already shown, since the API counts `skip` from the newest.
 */
export function olderConversationPage(loadedCount: number): { limit: number; skip: number } {
  return { limit: LIMITS.messagePageStep, skip: loadedCount };
}

/**
 * Whether a page that brought `receivedCount` of the `requestedCount` asked for was the last one:
 * a short page means nothing older is left (docs/product §4: "fully loaded when fewer than 20 arrive",
 * for a first page larger than 20 the same rule against its own size).
 */
export function isLastConversationPage({
  receivedCount,
  requestedCount,
}: {
  receivedCount: number;
  requestedCount: number;
}): boolean {
  return receivedCount < requestedCount;
}

/**
 * Whether to load older messages: the conversation is scrolled within 100 px of its top (docs/product
 * §2.5, `LIMITS.olderMessagesThresholdPx`); exactly 100 px counts as within.
 */
export function shouldLoadOlderMessages(scrollTop: number): boolean {
  return scrollTop <= LIMITS.olderMessagesThresholdPx;
}

/**
 * Message toasts (docs/product §8 Messages: "Не удалось загрузить сообщения/отправить/отредактировать/
 * добавить контакт/удалить контакт"), spelled out one by one; "сообщение" completes the bare verbs.
 */
export const messageMessages = {
  loadFailed: 'Не удалось загрузить сообщения',
  sendFailed: 'Не удалось отправить сообщение',
  editFailed: 'Не удалось отредактировать сообщение',
  addContactFailed: 'Не удалось добавить контакт',
  deleteContactFailed: 'Не удалось удалить контакт',
} as const;
