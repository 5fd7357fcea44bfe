import mongoose from 'mongoose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUri } from '../../test/test-api';
import { main } from './users-cli';

describe('npm run users (staff bootstrap)', () => {
  const uri = freshDatabaseUri();
  const output = vi.spyOn(console, 'log').mockImplementation(() => {});
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => {
    output.mockRestore();
    errors.mockRestore();
  });

  const users = async () => {
    const connection = await mongoose.createConnection(uri).asPromise();
    try {
      return await connection.collection('users').find({}).toArray();
    } finally {
      await connection.close();
    }
  };

  it('creates the first administrator with a hashed password', async () => {
    const code = await main(
      [
        'create',
        '--email',
        'Root@Example.test',
        '--username',
        'Корень',
        '--role',
        'admin',
        '--password',
        'a strong password',
      ],
      { MONGODB_URI: uri },
    );
    expect(code).toBe(0);
    const [admin] = await users();
    expect(admin).toMatchObject({ email: 'root@example.test', username: 'Корень', role: 'admin' });
    expect(String(admin?.['passwordHash'])).toMatch(/^\$argon2id\$/);
  });

  it('changes a role and bans, and explains a mistake with the usage', async () => {
    expect(
      await main(['role', '--email', 'root@example.test', '--role', 'moderator'], {
        MONGODB_URI: uri,
      }),
    ).toBe(0);
    expect(
      await main(['ban', '--email', 'root@example.test', '--reason', 'проверка', '--days', '2'], {
        MONGODB_URI: uri,
      }),
    ).toBe(0);
    const [user] = await users();
    expect(user?.['role']).toBe('moderator');
    expect(user?.['banned']).toMatchObject({ reason: 'проверка' });
    expect(
      await main(['role', '--email', 'root@example.test', '--role', 'king'], { MONGODB_URI: uri }),
    ).toBe(1);
    expect(errors.mock.lastCall?.[0]).toMatch(/--role must be one of staff, moderator, admin/);
    expect(
      await main(['create', '--email', 'x@example.test', '--username', 'ab'], { MONGODB_URI: uri }),
    ).toBe(1);
  });
});
