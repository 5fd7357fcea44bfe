import { LIMITS } from '../format/constants';
import { htmlToMarkup } from '../markup/legacy-html';
import { parseMarkup } from '../markup/parse';
import { sanitizeMarkupText } from '../markup/sanitize-text';
import { serializeMarkup } from '../markup/serialize';
import { markupHasContent } from './comment-input';
import { isLegacyHtmlBody } from './post-body-format';

/**
 * What the API checks in a private message (docs/product §5 Message, §9), beside the display rules of
 * `messages.ts`. The body is stored as sanitised markup, like a comment's.
 */
export const MESSAGE_LIMITS = {
  /**
   * Characters of a body as sent (before sanitising). Like a comment (8 000): a message is a
   * conversation line, and the bound keeps parsing and storage cheap.
   */
  bodyMax: 8_000,
  /** Images per message: as for a comment (§9 "comment images max 8"; §5 treats them alike). */
  imagesMax: LIMITS.commentImagesMax,
  /** One page of a conversation: the site asks for its unread count or the step of 20 (§7, §9). */
  pageSizeMax: 100,
  /** How far back a page may start; a bound so a query string cannot ask for nonsense. */
  skipMax: 1_000_000,
} as const;

/** The server's answers about messages and contacts, in Russian (§5 "Пустое сообщение"). */
export const messageInputMessages = {
  empty: 'Пустое сообщение',
  tooLong: `Сообщение длиннее ${MESSAGE_LIMITS.bodyMax} символов`,
  tooManyImages: `Не больше ${MESSAGE_LIMITS.imagesMax} изображений`,
  toSelf: 'Нельзя написать сообщение самому себе',
  selfContact: 'Нельзя добавить в контакты самого себя',
  blocked: 'Пользователь ограничил получение сообщений от вас',
} as const;

/**
 * A message body as it is stored: the allowed markup and nothing else (docs/product §5 "reduced to
 * allowed markup"). The site's editor may send HTML (§3 Message: body HTML): then paragraphs and line
 * breaks become lines, b/i/u/s/a/img their markup tags, script and style go with their content, and
 * every other tag goes keeping its text (`legacyHtmlToBlocks`). Markup is sanitised as it is.
 */
export function messageBodyMarkup(body: string): string {
  const markup = isLegacyHtmlBody(body) ? serializeMarkup(htmlToMarkup(body)) : body;
  return sanitizeMarkupText(markup);
}

/** Whether a sanitised body, with its images, is worth sending (§5 "empty text cannot be sent"). */
export function messageHasContent({
  body,
  imageCount,
}: {
  body: string;
  imageCount: number;
}): boolean {
  return imageCount > 0 || markupHasContent(parseMarkup(body));
}

/**
 * The key of the conversation between two users: both ids, sorted, joined with ':'. The same for
 * either side, so a conversation is one query whoever reads it.
 */
export function conversationKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
