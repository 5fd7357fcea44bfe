import { createRequire } from 'node:module';
import { createConnection, createServer } from 'node:net';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const { mongo } = mongoose;

/**
 * The pool errors the driver does not export (lib/cmap/errors), from the driver mongoose uses, made
 * as the driver makes them.
 */
const fromMongoose = createRequire(createRequire(import.meta.url).resolve('mongoose'));
const poolErrors = createRequire(fromMongoose.resolve('mongodb'))('./cmap/errors') as {
  PoolClosedError: new (pool: { address: string }) => Error;
  WaitQueueTimeoutError: new (message: string, address: string) => Error;
};

/**
 * The error Node gives a write to a connection the other side has ended, as the driver met it
 * during an outage ("This socket has been ended by the other party", EPIPE), unwrapped.
 */
async function writeToAnEndedConnection(): Promise<Error> {
  const server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const socket = createConnection({ host: '127.0.0.1', port });
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('end', resolve));
  const error = await new Promise<Error>((resolve) =>
    socket.write('command', (failure) => resolve(failure!)),
  );
  socket.destroy();
  await new Promise((resolve) => server.close(resolve));
  return error;
}

const serverError = (code: number, labels: string[] = [], errmsg = `code ${code}`) =>
  new mongo.MongoServerError({ code, errmsg, errorLabels: labels });

/** What FerretDB answers a find it cancels as it stops (its stack of Go frames, then the cause). */
const canceledByFerretdb = (cause: string) =>
  serverError(
    1,
    [],
    '[msg_find.go:344 handler.handleMaxTimeMSError] [query_iterator.go:79 ' +
      `sqlite.(*queryIterator).Next] ${cause}`,
  );

describe('isDatabaseUnavailable: 503 for a database that does not answer, 500 for a bug', () => {
  it.each([
    ['a dropped connection', new mongo.MongoNetworkError('connection reset')],
    ['no server to select', new mongo.MongoServerSelectionError('no server', {} as never)],
    ['a server the driver closed as the pool cleared', new mongo.MongoServerClosedError()],
    ['a client that is closing', new mongo.MongoClientClosedError()],
    ['a pool closed as the server went', new poolErrors.PoolClosedError({ address: 'db:27017' })],
    [
      'a paused pool that gave no connection in time',
      new poolErrors.WaitQueueTimeoutError('Timed out while checking out a connection', 'db:27017'),
    ],
    ['a server shutting down (11600)', serverError(11600)],
    ['a server shutting down (91)', serverError(91)],
    ['a primary stepping down (189)', serverError(189)],
    ['a query FerretDB cancels as it stops', canceledByFerretdb('context canceled after delay')],
    ['one it cancels at once', canceledByFerretdb('context canceled')],
    ['an error the driver labels retryable', serverError(2, ['RetryableWriteError'])],
    ['one that asks to reset the pool', serverError(2, ['ResetPool'])],
    ['any of these as the cause', new Error('wrapped', { cause: serverError(11600) })],
    [
      'a connection closed under a bulk write, as the driver wraps it',
      new mongo.MongoBulkWriteError(
        new mongo.MongoNetworkError('connection 1 to 127.0.0.1:39193 closed'),
        {} as never,
      ),
    ],
  ])('is unavailable: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is unavailable: a command written to a connection the server had just ended (EPIPE)', async () => {
    const error = await writeToAnEndedConnection();
    expect(error).toMatchObject({ code: 'EPIPE' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate key', serverError(11000)],
    ["an error with a code that is no socket's", Object.assign(new Error('x'), { code: 'ENOENT' })],
    ['a bad query', serverError(2)],
    ['any other internal error of the server', canceledByFerretdb('no such column')],
    ['a plain bug', new TypeError('x is undefined')],
    [
      'a bulk write with a duplicate key',
      new mongo.MongoBulkWriteError(
        { message: 'E11000', code: 11000, writeErrors: [] } as never,
        {} as never,
      ),
    ],
    ['nothing', undefined],
  ])('is not: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
