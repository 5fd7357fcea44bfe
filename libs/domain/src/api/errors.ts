/**
 * Every kind of failure the API answers with, by name: its status and what it means for a caller.
 * A feature throws `new DomainError(kind, message)`: the message says what went wrong (in Russian,
 * docs/product §8 where it names one), the kind decides the status, so no call site picks a number.
 * The OpenAPI lists, per call, the kinds it can fail with.
 */
export const errorKinds = {
  invalid: {
    status: 400,
    meaning: 'The request breaks a rule: a field, a value, or a state the call does not take.',
  },
  notSignedIn: {
    status: 401,
    meaning: 'The call needs a session, or the credentials it was given were refused.',
  },
  forbidden: {
    status: 403,
    meaning: "The viewer's role, ban or ownership does not allow it.",
  },
  notFound: {
    status: 404,
    meaning: 'What the call names does not exist, or the viewer may not see it.',
  },
  conflict: {
    status: 409,
    meaning: 'The state changed since it was read, or the value is taken: read again, then retry.',
  },
  tooLarge: { status: 413, meaning: 'The body or an image is larger than the limit.' },
  unsupportedMediaType: {
    status: 415,
    meaning: 'The body or a file is not of a type the call takes.',
  },
  tooManyRequests: { status: 429, meaning: 'Too many attempts: wait, then try again.' },
  captcha: { status: 498, meaning: 'The captcha code is wrong or has expired (docs/product §8).' },
  unavailable: {
    status: 503,
    meaning: 'A service the call needs does not answer: try again later.',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;
export type ErrorKind = keyof typeof errorKinds;

/**
 * The server messages docs/product names (§7, §8) and the statuses they travel with. The API throws
 * `DomainError`; its exception filter answers `{ message }` with `status`. The site recognises them
 * with `isServerMessage`, which matches by prefix, as messages like "Has novel by url" carry detail.
 */
export const serverMessages = {
  notFound: { message: 'Not Found', status: errorKinds.notFound.status },
  hasNovelByUrl: { message: 'Has novel by url', status: errorKinds.conflict.status },
  usernameExists: { message: 'username exist', status: errorKinds.conflict.status },
  expired: { message: 'expired', status: errorKinds.captcha.status },
  /**
   * The database does not answer (ADR 0009; docs/product names no text for it): the request may be
   * tried again later, unlike a 500.
   */
  unavailable: {
    message: 'Сервис временно недоступен. Попробуйте позже.',
    status: errorKinds.unavailable.status,
  },
} as const;
export type ServerMessageKind = keyof typeof serverMessages;

/** The kind of a status (each kind has its own). */
export function errorKindOf(status: number): ErrorKind | undefined {
  return (Object.keys(errorKinds) as ErrorKind[]).find(
    (kind) => errorKinds[kind].status === status,
  );
}

/** Status of captcha errors on sign-up and password restore (§8). */
export const CAPTCHA_ERROR_STATUS = errorKinds.captcha.status;

/**
 * A failure the API answers as `{ message, fields? }` with its kind's status. `fields` are messages
 * per form field, for errors the site shows under the fields (docs/product §5).
 */
export class DomainError extends Error {
  override name = 'DomainError';
  /** HTTP status the API answers with: its kind's. */
  readonly status: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.status = errorKinds[kind].status;
  }

  /** One of the named server messages, optionally followed by detail ("Has novel by url: x"). */
  static of(name: ServerMessageKind, detail?: string): DomainError {
    const { message, status } = serverMessages[name];
    return new DomainError(errorKindOf(status)!, detail ? `${message}: ${detail}` : message);
  }
}

export function isServerMessage(message: string | undefined, kind: ServerMessageKind): boolean {
  return message?.startsWith(serverMessages[kind].message) ?? false;
}
