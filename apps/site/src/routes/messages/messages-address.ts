/*
 * The address of the messages page (docs/product §2.2, §2.4 "Написать opens /messages with the user as
 * contact"): the open conversation is in the address, so it survives a reload and a link can open it.
 */

const MESSAGES_PATH = '/messages';
/** The query parameter naming the user whose conversation is open. */
const USER_PARAMETER = 'user';

/** `/messages`, or `/messages?user={userId}` for the conversation with that user. */
export function messagesHref(userId?: string | null): string {
  return userId
    ? `${MESSAGES_PATH}?${new URLSearchParams({ [USER_PARAMETER]: userId }).toString()}`
    : MESSAGES_PATH;
}

/** The user whose conversation the address opens, if any. */
export function openContactOf(search: URLSearchParams): string | null {
  const userId = search.get(USER_PARAMETER)?.trim();
  return userId ? userId : null;
}
