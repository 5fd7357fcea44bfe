import type { Model } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { CacheSync } from '../../platform/pubsub/cache-sync';
import type { UserRecord } from './user.schema';
import { UsersRepository } from './users.repository';

/**
 * The cache of users against answers that arrive out of order (the database is a boundary here:
 * a stand-in model answers when the test says so). What is cached must be the newest write.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const user = (presets: string[]) => ({ _id: 'u1', presets }) as unknown as UserRecord;

function repositoryWith(answers: {
  update: Promise<UserRecord | null>[];
  find: Promise<UserRecord>[];
}) {
  const model = {
    findOneAndUpdate: () => ({ lean: () => answers.update.shift()! }),
    findOne: () => ({ lean: () => answers.find.shift()! }),
  } as unknown as Model<UserRecord>;
  const sync = { onChange: () => undefined, changed: () => undefined } as unknown as CacheSync;
  return new UsersRepository(model, sync);
}

const presetsOf = (record: UserRecord | null) => (record as { presets?: string[] } | null)?.presets;

describe('UsersRepository cache', () => {
  it('caches the later of two writes of one user, whichever answer comes first', async () => {
    const first = deferred<UserRecord | null>();
    const second = deferred<UserRecord | null>();
    const repository = repositoryWith({ update: [first.promise, second.promise], find: [] });
    const older = repository.update('u1', {});
    const newer = repository.update('u1', {});
    second.resolve(user(['новый']));
    first.resolve(user([]));
    await Promise.all([older, newer]);
    expect(presetsOf(await repository.findById('u1'))).toEqual(['новый']);
  });

  it('does not cache a read that a write overtook', async () => {
    const read = deferred<UserRecord>();
    const repository = repositoryWith({
      update: [Promise.resolve(user(['новый']))],
      find: [read.promise, Promise.resolve(user(['новый']))],
    });
    const reading = repository.findById('u1');
    await repository.update('u1', {});
    read.resolve(user([]));
    expect(presetsOf(await reading)).toEqual([]);
    expect(presetsOf(await repository.findById('u1'))).toEqual(['новый']);
  });
});
