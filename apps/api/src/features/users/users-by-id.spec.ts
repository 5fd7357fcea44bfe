import { describe, expect, it } from 'vitest';
import { instancesOnOneDatabase } from '../../../test/instances-on-one-database';
import { newUserRecord, userSchema, type UserRecord } from './user.schema';
import { UsersById } from './users-by-id';
import { UsersRepository } from './users.repository';

/**
 * Users by id as a read model over the repository (docs/architecture.md § Read models), against the
 * run's real database: the repository writes and reports, the read model keeps itself from the
 * reports. Two instances, each with its repository and read model, share the database, their
 * `CacheSync` one pub/sub.
 */
const { model, cacheSync, delivered } = instancesOnOneDatabase(userSchema);

function instance() {
  const records = new UsersRepository(model(userSchema), cacheSync());
  return { records, users: new UsersById(records) };
}

let count = 0;
async function newUser(records: UsersRepository): Promise<UserRecord> {
  count += 1;
  const record = newUserRecord({
    username: `reader${count}`,
    email: `reader${count}@example.test`,
    passwordHash: null,
    emailConfirmed: true,
  });
  return records.insert(record);
}

/** Changes the stored user behind the repository's back: only a read of the database sees it. */
const writeBehind = (id: string, fields: Partial<UserRecord>) =>
  model(userSchema).updateOne({ _id: id }, { $set: fields });

describe('UsersById', () => {
  it('answers from memory what the repository reported, whatever the database holds since', async () => {
    const { records, users } = instance();
    const user = await newUser(records);
    await records.update(user._id, { description: 'reported' });
    await writeBehind(user._id, { description: 'not reported' });
    expect((await users.findById(user._id))?.description).toBe('reported');
  });

  it('keeps the later of two writes of one user sent at once', async () => {
    const { records, users } = instance();
    const user = await newUser(records);
    await Promise.all([
      records.update(user._id, { description: 'first' }),
      records.update(user._id, { description: 'second' }),
    ]);
    expect((await users.findById(user._id))?.description).toBe('second');
    expect((await records.findById(user._id))?.description).toBe('second');
  });

  it('does not keep a read that a write overtook', async () => {
    const writer = instance();
    const user = await newUser(writer.records);
    const { records, users } = instance();
    const reading = users.findById(user._id);
    await records.update(user._id, { description: 'written' });
    await reading;
    await writeBehind(user._id, { description: 'not reported' });
    expect((await users.findById(user._id))?.description).toBe('written');
  });

  it('lets a user go when another instance writes it, and reads it again', async () => {
    const first = instance();
    const second = instance();
    const user = await newUser(first.records);
    expect((await second.users.findById(user._id))?.role).toBe('staff');
    await first.records.update(user._id, { role: 'moderator' });
    await delivered();
    expect((await second.users.findById(user._id))?.role).toBe('moderator');
  });

  it('does not keep a user that does not exist, so a new account counts at once', async () => {
    const first = instance();
    const second = instance();
    const record = newUserRecord({
      username: 'newcomer',
      email: 'newcomer@example.test',
      passwordHash: null,
      emailConfirmed: false,
    });
    expect(await second.users.findById(record._id)).toBeNull();
    await first.records.insert(record);
    expect((await second.users.findById(record._id))?.username).toBe('newcomer');
  });
});
