import { assertNever } from '../assert-never';
import { countRu } from '../format/plural';
import { isSafeLinkUrl } from './values';

/**
 * What the writing surfaces make of a reader's input before it becomes markup (docs/product §3 tags, §5
 * limits and image inputs), shared by the markup editor and the block editor.
 */

/** A bare host with a dot and no scheme, as people type one ("example.com/page"). */
const BARE_HOST = /^[\p{L}\p{N}][\p{L}\p{N}-]*(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u;
const MAIL_ADDRESS = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * The address a link gets from what a reader typed into the link form: an allowed address as it is
 * (http(s), mailto, a site path: `isSafeLinkUrl`), a bare host with `https://` before it, an e-mail
 * address with `mailto:`. `undefined` when it can be none of these (`javascript:…`, text with spaces).
 */
export function linkAddressFromInput(input: string): string | undefined {
  const typed = input.trim();
  if (isSafeLinkUrl(typed)) return typed;
  const guessed = MAIL_ADDRESS.test(typed)
    ? `mailto:${typed}`
    : BARE_HOST.test(typed)
      ? `https://${typed}`
      : undefined;
  return guessed !== undefined && isSafeLinkUrl(guessed) ? guessed : undefined;
}

/** Why the link form refuses an address. */
export const LINK_ADDRESS_HINT = 'Адрес должен начинаться с http://, https://, mailto: или /';

/** Whether a file is an image (docs/product §5: "Image inputs accept image files only, multiple"). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** How close a count is to its limit: `near` from 90 % on, `over` past it. */
export type LimitState = 'ok' | 'near' | 'over';

/** The share of a limit from which the writing surfaces show how much is left. */
export const NEAR_LIMIT_SHARE = 0.9;

export function limitState(used: number, max: number): LimitState {
  if (used > max) return 'over';
  return used >= max * NEAR_LIMIT_SHARE ? 'near' : 'ok';
}

const CHARACTERS = { one: 'символ', few: 'символа', many: 'символов' };

/**
 * What a writer is told of the text's length as it nears the limit (`undefined` well below it):
 * "Осталось 12 символов", then "Текст длиннее на 3 символа" past it.
 */
export function lengthLimitNote(used: number, max: number): string | undefined {
  const state = limitState(used, max);
  switch (state) {
    case 'ok':
      return undefined;
    case 'near':
      return `Осталось ${countRu(max - used, CHARACTERS)}`;
    case 'over':
      return `Текст длиннее допустимого на ${countRu(used - max, CHARACTERS)}`;
    default:
      return assertNever(state);
  }
}

/**
 * What a writer is told of the pictures in the text (`undefined` while there are none): how many of
 * how many, and past the limit, that some must go (docs/product §9: "comment images max 8").
 */
export function imagesLimitNote(count: number, max: number): string | undefined {
  if (count === 0) return undefined;
  return count > max
    ? `Изображений ${count}, можно не больше ${max}: уберите лишние`
    : `Изображения: ${count} из ${max}`;
}
