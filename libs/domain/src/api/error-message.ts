/*
 * Apart from the envelope's schemas (./envelope): every page reports failed calls, and a bundler
 * keeps or drops a module's code whole, so sharing a module with a schema would bring zod to every
 * page. The body is read by hand for the same reason.
 */

/** The message to show for a failed call: the server's message, else the HTTP status text (§7). */
export function errorMessageOf(body: unknown, statusText: string): string {
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : statusText;
}
