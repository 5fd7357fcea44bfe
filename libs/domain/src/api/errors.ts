/**
 * The server messages docs/product names (§7, §8) and the statuses they travel with. The API throws
 * `DomainError`; its exception filter answers `{ message }` with `status`. The site recognises them
 * with `isServerMessage`, which matches by prefix, as messages like "Has novel by url" carry detail.
 */
export const serverMessages = {
  notFound: { message: 'Not Found', status: 404 },
  hasNovelByUrl: { message: 'Has novel by url', status: 409 },
  usernameExists: { message: 'username exist', status: 409 },
  expired: { message: 'expired', status: 498 },
  /**
   * The database does not answer (issue 21; docs/product names no text for it): the request may be tried
   * again later, unlike a 500.
   */
  unavailable: { message: 'Сервис временно недоступен. Попробуйте позже.', status: 503 },
} as const;
export type ServerMessageKind = keyof typeof serverMessages;

/** Status of captcha errors on sign-up and password restore (§8). */
export const CAPTCHA_ERROR_STATUS = 498;

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    message: string,
    /** HTTP status the API answers with. */
    readonly status: number,
    /** Messages per form field, for errors the site shows under the fields (docs/product §5). */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  /** One of the named server messages, optionally followed by detail ("Has novel by url: x"). */
  static of(kind: ServerMessageKind, detail?: string): DomainError {
    const { message, status } = serverMessages[kind];
    return new DomainError(detail ? `${message}: ${detail}` : message, status);
  }
}

export function isServerMessage(message: string | undefined, kind: ServerMessageKind): boolean {
  return message?.startsWith(serverMessages[kind].message) ?? false;
}
