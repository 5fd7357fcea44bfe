import mongoose from 'mongoose';

const { mongo } = mongoose;

/**
 * Errors that mean "the database does not answer" rather than "this request is wrong": the server
 * cannot be selected or reached, the connection dropped, or it is closing. The API answers them 503
 * with `serverMessages.unavailable` (the request may be tried again), not 500.
 */
const UNAVAILABLE_ERRORS = [
  mongo.MongoNetworkError, // connection refused, reset or timed out; a pool cleared after one
  mongo.MongoServerSelectionError,
  mongo.MongoNotConnectedError,
  mongo.MongoTopologyClosedError,
  mongo.MongoClientClosedError,
  // An operation that reached a server the driver had just closed: the pool clearing after the
  // connection dropped, while other requests are still on their way (seen in
  // `database-outage.spec.ts`).
  mongo.MongoServerClosedError,
  mongo.MongoOperationTimeoutError,
  mongoose.Error.MongooseServerSelectionError,
];

/**
 * Kinds of the driver it does not export as classes, known by their `name`: a connection asked of a
 * pool the driver has closed as the server went away, and one the pool could not give in time while
 * it was paused after a dropped connection.
 */
const UNAVAILABLE_DRIVER_KINDS = new Set(['MongoPoolClosedError', 'MongoWaitQueueTimeoutError']);

/**
 * What a server answers while it stops, starts or steps down: the codes the driver itself retries
 * reads and writes on (its RETRYABLE_ERROR_CODES), and the labels it gives such failures.
 */
const UNAVAILABLE_SERVER_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);
const UNAVAILABLE_LABELS = [
  mongo.MongoErrorLabel.RetryableWriteError,
  mongo.MongoErrorLabel.ResetPool,
  mongo.MongoErrorLabel.PoolRequestedRetry,
];

/**
 * Node's own codes for a socket that is gone, on errors the driver lets through unwrapped: a
 * command written to a connection the server had just ended answers "This socket has been ended
 * by the other party" (EPIPE) straight from `socket.write` (the outage test met it as a 500).
 */
const SOCKET_GONE_CODES = new Set([
  'EPIPE',
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ERR_SOCKET_CLOSED',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
]);

/**
 * FerretDB stopping: it lets its open connections finish for three seconds, then cancels what is
 * still running, which answers as an InternalError (code 1) whose message ends "context canceled"
 * (or "context canceled after delay"), not as a shutdown code. Met in the outage test under load,
 * and reproduced by stopping FerretDB under a stream of slow finds.
 */
const INTERNAL_ERROR = 1;
const CANCELED_AT_SHUTDOWN = /context canceled( after delay)?$/;

function isUnavailable(error: unknown): boolean {
  if (UNAVAILABLE_ERRORS.some((kind) => error instanceof kind)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error && typeof code === 'string' && SOCKET_GONE_CODES.has(code)) {
    return true;
  }
  if (!(error instanceof mongo.MongoError)) return false;
  if (UNAVAILABLE_DRIVER_KINDS.has(error.name)) return true;
  if (typeof error.code === 'number' && UNAVAILABLE_SERVER_CODES.has(error.code)) return true;
  if (error.code === INTERNAL_ERROR && CANCELED_AT_SHUTDOWN.test(error.message)) return true;
  return UNAVAILABLE_LABELS.some((label) => error.hasErrorLabel(label));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (isUnavailable(cause)) return true;
    cause = wrapped(cause);
  }
  return false;
}

/**
 * The error `error` wraps: its `cause`, or for a failed bulk write the driver's own error it keeps
 * as `errorResponse` (the driver turns a connection closed or refused under a bulk write into a
 * MongoBulkWriteError with no write errors and no code: seen stopping FerretDB under one).
 */
function wrapped(error: unknown): unknown {
  const { cause, errorResponse } = error as { cause?: unknown; errorResponse?: unknown };
  return cause ?? (errorResponse instanceof Error ? errorResponse : undefined);
}
