/**
 * KeyedMarks against the run's real database: writes whose previous mark is known go together in
 * one bulk write, and a wrong memory (another instance wrote the mark meanwhile) still gives the
 * caller the previous mark the database held, so its counters move by what really changed.
 */
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectFreshDatabase, freshDatabaseUri } from '../../../test/test-api';
import { startWireWatch } from '../../../test/wire-watch';
import { KeyedMarks } from './keyed-marks';

interface Vote {
  _id: string;
  userId: string;
  value: number;
  updatedAt: Date;
}

const voteSchema = () =>
  new Schema<Vote>({ _id: String, userId: String, value: Number, updatedAt: Date });

let connection: Connection;
let votes: Model<Vote>;

beforeAll(async () => {
  // Command events, to count the writes a round sends.
  connection = await mongoose
    .createConnection(freshDatabaseUri(), { monitorCommands: true })
    .asPromise();
  votes = connection.model('KeyedMarkVote', voteSchema());
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

beforeEach(async () => {
  await votes.deleteMany({});
});

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const vote = (key: string, value: number, ms: number): Vote => ({
  _id: key,
  userId: key.split(':')[0]!,
  value,
  updatedAt: at(ms),
});
const fieldsOf = ({ _id, ...fields }: Vote) => fields;

/** Writes `next` over what the caller believes is stored, and answers the previous it followed from. */
function writeBelieving(
  marks: KeyedMarks<Vote>,
  next: Vote | null,
  key: string,
  believed: Vote | null,
) {
  return marks.write(
    key,
    next && fieldsOf(next),
    async (previous) => previous,
    async () => believed,
  );
}

/** Counts the commands the connection sends, by name, while `body` runs. */
async function commandsDuring(body: () => Promise<unknown>): Promise<Record<string, number>> {
  const client = connection.getClient();
  const seen: Record<string, number> = {};
  const count = (event: { commandName: string }) => {
    seen[event.commandName] = (seen[event.commandName] ?? 0) + 1;
  };
  client.on('commandStarted', count);
  try {
    await body();
  } finally {
    client.off('commandStarted', count);
  }
  return seen;
}

describe('KeyedMarks with the previous mark known', () => {
  it('writes many readers’ marks in a few bulk commands and follows from the marks known', async () => {
    const marks = new KeyedMarks(votes);
    await votes.insertMany([vote('a:1', 3, 0), vote('b:1', 4, 0)]);
    const writes = [
      writeBelieving(marks, vote('a:1', 5, 1), 'a:1', vote('a:1', 3, 0)),
      writeBelieving(marks, null, 'b:1', vote('b:1', 4, 0)),
      ...Array.from({ length: 20 }, (_, n) =>
        writeBelieving(marks, vote(`r${n}:1`, n % 10, 1), `r${n}:1`, null),
      ),
    ];
    let previous: (Vote | null)[] = [];
    const commands = await commandsDuring(async () => {
      previous = await Promise.all(writes);
    });
    expect(previous[0]).toMatchObject({ value: 3 });
    expect(previous[1]).toMatchObject({ value: 4 });
    expect(previous.slice(2)).toEqual(Array.from({ length: 20 }, () => null));
    // The first write (an update) goes alone; the 21 that came meanwhile go in the next round, one
    // command of each kind: never one findAndModify a mark.
    expect(commands['findAndModify']).toBeUndefined();
    expect(commands['insert']).toBe(1);
    expect(commands['update']).toBe(1);
    expect(commands['delete']).toBe(1);
    const stored = await votes.find({}).sort({ _id: 1 }).lean();
    expect(stored.map(({ _id, value }) => `${_id}=${value}`)).toEqual([
      'a:1=5',
      ...Array.from({ length: 20 }, (_, n) => `r${n}:1=${n % 10}`).sort(),
    ]);
  });

  it('writes again alone, and follows from what was stored, where memory missed a mark or its removal', async () => {
    const marks = new KeyedMarks(votes);
    // Another instance wrote `new:1` and cleared `gone:1` after this one last heard of them.
    await votes.insertMany([vote('new:1', 2, 5)]);
    const [overInserted, overGone, fine] = await Promise.all([
      writeBelieving(marks, vote('new:1', 4, 10), 'new:1', null),
      writeBelieving(marks, vote('gone:1', 8, 10), 'gone:1', vote('gone:1', 6, 1)),
      writeBelieving(marks, vote('fine:1', 3, 10), 'fine:1', null),
    ]);
    expect(overInserted).toMatchObject({ value: 2 });
    expect(overGone).toBeNull();
    expect(fine).toBeNull();
    const stored = await votes.find({}).sort({ _id: 1 }).lean();
    expect(stored.map(({ _id, value }) => `${_id}=${value}`)).toEqual([
      'fine:1=3',
      'gone:1=8',
      'new:1=4',
    ]);
  });

  it('follows from memory where another instance changed the mark meanwhile, and says the key was written so', async () => {
    const marks = new KeyedMarks(votes);
    await votes.insertMany([vote('moved:1', 7, 9)]);
    expect(marks.wroteRecently('moved:1')).toBe(false);
    const previous = await writeBelieving(
      marks,
      vote('moved:1', 8, 10),
      'moved:1',
      vote('moved:1', 6, 1),
    );
    // The change cannot be seen without a read; the caller counts that mark again when it hears
    // of the other instance's write while the key is recent.
    expect(previous).toMatchObject({ value: 6 });
    expect(marks.wroteRecently('moved:1')).toBe(true);
    expect(await marks.get('moved:1')).toMatchObject({ value: 8 });
    await marks.write('alone:1', fieldsOf(vote('alone:1', 1, 1)), async () => null);
    expect(marks.wroteRecently('alone:1')).toBe(false);
  });

  it('fails the round, and follows nothing, when the connection closes under the bulk write', async () => {
    const server = new URL(freshDatabaseUri());
    const watch = await startWireWatch({ host: server.hostname, port: Number(server.port) });
    server.host = `127.0.0.1:${watch.port}`;
    const watched = await mongoose
      .createConnection(server.toString(), { serverSelectionTimeoutMS: 2_000 })
      .asPromise();
    try {
      const marks = new KeyedMarks(watched.model('KeyedMarkVote', voteSchema()));
      watch.onCommand(({ name }) => (name === 'insert' ? 'cut' : 'pass'));
      const followed: string[] = [];
      const written = marks.write(
        'cut:1',
        fieldsOf(vote('cut:1', 1, 1)),
        async () => followed.push('cut:1'),
        async () => null,
      );
      await expect(written).rejects.toThrow();
      expect(followed).toEqual([]);
    } finally {
      watch.onCommand(null);
      await watched.close();
      await watch.close();
    }
  });

  it('writes a key alone after its round failed, as the round may or may not have landed', async () => {
    const uri = freshDatabaseUri();
    const flaky = await mongoose.createConnection(uri).asPromise();
    const model = flaky.model('KeyedMarkVote', voteSchema());
    const marks = new KeyedMarks(model);
    await model.create(vote('r:1', 3, 1));
    await flaky.close();
    await expect(
      writeBelieving(marks, vote('r:1', 5, 2), 'r:1', vote('r:1', 3, 1)),
    ).rejects.toThrow();
    await flaky.openUri(uri);
    // The round's write had landed before its answer was lost: the database holds the 5, while
    // the caller, told of a failure, still keeps the 3.
    await model.updateOne({ _id: 'r:1' }, { $set: { value: 5, updatedAt: at(2) } });
    const previous = await writeBelieving(marks, vote('r:1', 7, 3), 'r:1', vote('r:1', 3, 1));
    expect(previous).toMatchObject({ value: 5 });
    await flaky.dropDatabase();
    await flaky.close();
  });

  it('answers the stored previous when no memory is given, one write of a key at a time', async () => {
    const marks = new KeyedMarks(votes);
    const first = marks.write('a:2', fieldsOf(vote('a:2', 1, 1)), async (previous) => previous);
    const second = marks.write('a:2', fieldsOf(vote('a:2', 2, 2)), async (previous) => previous);
    expect(await first).toBeNull();
    expect(await second).toMatchObject({ value: 1 });
    expect(await marks.get('a:2')).toMatchObject({ value: 2 });
  });

  it('fails every write of a round the database refuses, and follows none of them', async () => {
    const lost = await connectFreshDatabase();
    const broken = new KeyedMarks(lost.model('KeyedMarkVote', voteSchema()));
    await lost.dropDatabase();
    await lost.close();
    const followed: string[] = [];
    const outcomes = await Promise.allSettled(
      ['x:1', 'y:1'].map((key) =>
        broken.write(
          key,
          fieldsOf(vote(key, 1, 1)),
          async () => followed.push(key),
          async () => null,
        ),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(followed).toEqual([]);
  });
});
