/** The demo users: the accounts a demo signs in with, a second moderator, a few banned, the rest readers. */
import { type UserRole, banExpiry } from '@vn/domain';
import { type UserRecord, newUserRecord } from '../features/users';
import { type Context, addDays, idKinds, objectId, utc } from './context';
import { banReasons, cyrillicNicknames, transliterate, userAbouts } from './words';

/** The password of every demo account (README: demo accounts). */
export const DEMO_PASSWORD = 'demo-password';

/** The accounts a demo signs in with; every other demo user has the same password too. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', username: 'DemoAdmin', role: 'admin' },
  { email: 'moderator@demo.test', username: 'DemoModerator', role: 'moderator' },
  { email: 'reader@demo.test', username: 'DemoReader', role: 'staff' },
] as const satisfies readonly { email: string; username: string; role: UserRole }[];

export interface People {
  users: UserRecord[];
  admin: UserRecord;
  moderator: UserRecord;
  reader: UserRecord;
  moderatorIds: string[];
  /** Everyone but the demo accounts and the second moderator. */
  ordinary: UserRecord[];
}

/** The demo accounts, a second moderator, a few banned users, the rest ordinary readers. */
export function makeUsers({ faker, random, seedTag, now, sizes, passwordHash }: Context): People {
  const users: UserRecord[] = [];
  const usernameKeys = new Set<string>();
  const emails = new Set<string>();
  const addUser = (input: {
    username: string;
    email: string;
    role: UserRole;
    createdAt: Date;
    about?: string;
  }) => {
    const record = newUserRecord({
      username: input.username,
      email: input.email,
      passwordHash,
      emailConfirmed: true,
      role: input.role,
    });
    const user: UserRecord = {
      ...record,
      _id: objectId(input.createdAt, seedTag, idKinds.user, users.length),
      role: input.role,
      description: input.about ?? '',
      createdAt: input.createdAt,
      updatedAt: random.date(input.createdAt, now, 2),
    };
    usernameKeys.add(user.usernameKey);
    emails.add(user.email);
    users.push(user);
    return user;
  };
  const demoDates = ['2014-01-15', '2014-02-01', '2014-03-01'];
  const [admin, moderator, reader] = DEMO_ACCOUNTS.map((account, index) =>
    addUser({ ...account, createdAt: utc(demoDates[index] as string) }),
  ) as [UserRecord, UserRecord, UserRecord];
  reader.description = 'Демо-аккаунт читателя: списки, оценки и пара своих проектов.';

  const uniqueUsername = (wanted: string) => {
    let username = wanted.slice(0, 24);
    if (username.length < 3) username = `${username}${random.int(100, 999)}`;
    while (usernameKeys.has(username.toLowerCase())) {
      username = `${wanted.slice(0, 20)}${random.int(1, 9999)}`;
    }
    return username;
  };
  const uniqueEmail = (username: string) => {
    const local =
      transliterate(username)
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '')
        .replace(/^[._-]+|[._-]+$/g, '') || 'reader';
    const domain = faker.helpers.arrayElement(['example.com', 'example.org', 'example.net']);
    let email = `${local}@${domain}`;
    for (let counter = 2; emails.has(email); counter++) email = `${local}${counter}@${domain}`;
    return email;
  };
  while (users.length < sizes.users) {
    const sex = faker.person.sexType();
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName(sex);
    // Most names are faker's transliterated ones ("Ivan_Petrov13"), some Cyrillic nicknames.
    const username = uniqueUsername(
      random.chance(0.65)
        ? faker.internet.username({ firstName, lastName })
        : `${random.pick(cyrillicNicknames)}${random.chance(0.5) ? random.int(1, 99) : ''}`,
    );
    addUser({
      username,
      email: uniqueEmail(username),
      role: users.length === DEMO_ACCOUNTS.length ? 'moderator' : 'staff',
      createdAt: random.date(utc('2014-04-01'), addDays(now, -30), 1.6),
      ...(random.chance(0.35) ? { about: random.pick(userAbouts) } : {}),
    });
  }
  const ordinary = users.slice(DEMO_ACCOUNTS.length + 1);
  for (const user of ordinary) {
    if (random.chance(0.08)) user.emailConfirmed = false;
  }
  const bannedCount = Math.max(3, Math.round(users.length * 0.02));
  random.sample(ordinary, bannedCount).forEach((user, index) => {
    // Far in the future, so the demo shows them banned for years: one forever (§4: 100 years).
    user.banned = {
      expiredAt: index === 0 ? banExpiry('forever', now) : addDays(now, 365 * random.int(3, 10)),
      reason: random.pick(banReasons),
      by: moderator._id,
    };
  });
  const moderatorIds = users.filter((user) => user.role === 'moderator').map((user) => user._id);
  return { users, admin, moderator, reader, moderatorIds, ordinary };
}
