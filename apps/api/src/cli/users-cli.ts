import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { banDurations, LIMITS, userRoles, type UserRole } from '@vn/domain';
import { hashPassword } from '../features/accounts';
import { loadConfig, type AppConfig } from '../platform/config/app-config';
import { ConfigModule } from '../platform/config/config.module';
import { DatabaseModule } from '../platform/database/database.module';
import { PubSubModule } from '../platform/pubsub/pubsub.module';
import { newUserRecord, UsersModule, UsersRepository } from '../features/users';

const USAGE = `Usage: npm run users -- <command> [options]
  create --email <e-mail> --username <name> [--role staff|moderator|admin] [--password <password>]
         (without --password a random one is printed once)
  role   --email <e-mail> --role staff|moderator|admin
  ban    --email <e-mail> --reason <text> [--days <n>]   (forever without --days)
  unban  --email <e-mail>`;

class UsageError extends Error {}

@Module({})
class UsersCliModule {
  static forConfig(config: AppConfig) {
    return {
      module: UsersCliModule,
      // Pub/sub: a role or ban set here reaches the running instances' caches at once (with Redis).
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        PubSubModule.forRoot({ redisUrl: config.redisUrl }),
        UsersModule,
      ],
    };
  }
}

function roleOf(value: string | undefined): UserRole {
  const role = (value ?? 'staff') as UserRole;
  if (!userRoles.includes(role))
    throw new UsageError(`--role must be one of ${userRoles.join(', ')}`);
  return role;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

async function run(
  command: string | undefined,
  options: Record<string, string | undefined>,
  users: UsersRepository,
) {
  const email = required(options['email'], 'email').toLowerCase();
  if (command === 'create') {
    const username = required(options['username'], 'username');
    if (username.length < LIMITS.usernameMin || username.length > LIMITS.usernameMax) {
      throw new UsageError(
        `--username must be ${LIMITS.usernameMin}-${LIMITS.usernameMax} characters`,
      );
    }
    const password = options['password'] ?? randomBytes(12).toString('base64url');
    if (password.length < LIMITS.passwordMin)
      throw new UsageError('--password must be at least 8 characters');
    const user = await users.insert(
      newUserRecord({
        username,
        email,
        passwordHash: await hashPassword(password),
        emailConfirmed: true,
        role: roleOf(options['role']),
      }),
    );
    console.log(`Created ${user.username} <${user.email}> as ${user.role} (id ${user._id}).`);
    if (!options['password']) console.log(`Password: ${password}`);
    return;
  }
  const user = await users.findByEmail(email);
  if (!user) throw new UsageError(`No user with the e-mail ${email}`);
  if (command === 'role') {
    await users.update(user._id, { role: roleOf(required(options['role'], 'role')) });
    console.log(`${user.username} is now ${options['role']}.`);
  } else if (command === 'ban') {
    const days = options['days'] ? Number(options['days']) : null;
    if (days !== null && !(days > 0)) throw new UsageError('--days must be a positive number');
    const ms = days === null ? banDurations.forever.ms : days * 24 * 60 * 60 * 1000;
    const expiredAt = new Date(Date.now() + ms);
    await users.update(user._id, {
      banned: { expiredAt, reason: required(options['reason'], 'reason'), by: 'cli' },
    });
    console.log(`${user.username} is banned until ${expiredAt.toISOString()}.`);
  } else if (command === 'unban') {
    await users.update(user._id, { banned: null });
    console.log(`${user.username} is no longer banned.`);
  } else {
    throw new UsageError(`Unknown command ${command ?? '(none)'}`);
  }
}

/**
 * Staff bootstrap (`npm run users -- create … --role admin`): a fresh install gets its first
 * administrator without touching the database by hand. Reads MONGODB_URI like the API.
 */
export async function main(argv: string[], environment = process.env): Promise<number> {
  let context: INestApplicationContext | undefined;
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        username: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        reason: { type: 'string' },
        days: { type: 'string' },
      },
    });
    const config = loadConfig({ LOG_LEVEL: 'error', ...environment });
    context = await NestFactory.createApplicationContext(UsersCliModule.forConfig(config), {
      logger: ['error'],
      abortOnError: false,
    });
    await run(positionals[0], values, context.get(UsersRepository));
    return 0;
  } catch (error) {
    console.error(
      error instanceof UsageError
        ? `${error.message}\n\n${USAGE}`
        : String(error instanceof Error ? error.message : error),
    );
    return 1;
  } finally {
    await context?.close();
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
