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
  mongoose.Error.MongooseServerSelectionError,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (UNAVAILABLE_ERRORS.some((kind) => cause instanceof kind)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
