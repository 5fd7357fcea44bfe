import { messageOf } from './client';

/**
 * A failure toast that says why (docs/product §7: "Any non-OK response yields the server message, else the
 * HTTP status text"; §8 gives the first half): "Не удалось удалить тег: Not Found". A failure with no
 * message of its own keeps the §8 text alone.
 */
export function failureText(text: string, error: unknown): string {
  const reason = error instanceof Error ? messageOf(error).trim() : '';
  return reason ? `${text}: ${reason}` : text;
}
