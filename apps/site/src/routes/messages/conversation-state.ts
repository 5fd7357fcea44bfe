import type { Message } from '@vn/domain';

/*
 * The shown part of one conversation as a list, oldest first (the API answers newest first: docs/product
 * §7 `skip` counts from the newest). Pages, the reader's own sends and edits, and live refreshes all
 * arrive as messages that may overlap what is shown; merging by id keeps each message once, in order.
 */

const timeOf = (message: Message) => Date.parse(message.createdAt);

function oldestFirst(a: Message, b: Message): number {
  return timeOf(a) - timeOf(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/** `shown` with `incoming` added; a message already shown is replaced by its newer copy. */
export function mergeMessages(shown: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return [...shown];
  const byId = new Map(shown.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort(oldestFirst);
}

/** `shown` without the message `id` (deleted here or by its author). */
export function withoutMessage(shown: readonly Message[], id: string): Message[] {
  return shown.filter((message) => message._id !== id);
}

/** Whether a message belongs to the conversation with `contactId` (sent by them or to them). */
export function isInConversationWith(message: Message, contactId: string): boolean {
  return message.from._id === contactId || message.to._id === contactId;
}
