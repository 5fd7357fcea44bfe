import { randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { secretDigest as digest } from '../ids/digest';
import { KeyedCache } from '../cache/keyed-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PUB_SUB, type PubSub } from '../pubsub/pubsub';
import type { SessionRecord } from './session.schema';
import { SessionsRepository } from './sessions.repository';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Where every instance hears that sessions ended (logout, password change), so it can close what
 * it holds open for them (live event streams). `session` is the token's digest, never the
 * token; `userId` + `keep` ends all of a user's sessions but the kept one.
 */
export const SESSIONS_ENDED_CHANNEL = 'vn:sessions-ended';
export type SessionsEndedMessage = { session: string } | { userId: string; keep: string | null };

/** Sessions: a random token in an HttpOnly cookie, its digest and expiry in the database. */
@Injectable()
export class SessionService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sessions');
  /** Token digest → session; absent sessions are not cached, so a new sign-in works at once. */
  private readonly cache = new KeyedCache<string, SessionRecord>({
    name: 'sessions',
    capacity: 10_000,
    ttlMs: 30_000,
  });
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PUB_SUB) private readonly pubsub: PubSub,
  ) {
    // Another instance's logout or password change ends the session here at once, not after the
    // cache's time to live (this instance's own message finds the entries already gone).
    pubsub.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
      const ended = message as SessionsEndedMessage;
      if ('session' in ended) this.cache.delete(ended.session);
      else {
        this.cache.deleteWhere(
          (session) => session.userId === ended.userId && session._id !== ended.keep,
        );
      }
    });
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  get ttlMs(): number {
    return this.config.sessionTtlMs;
  }

  /** Starts a session for the user; answers the token for the cookie. */
  async start(userId: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const record: SessionRecord = {
      _id: digest(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.sessionTtlMs),
    };
    await this.sessions.insert(record);
    this.cache.set(record._id, record);
    return token;
  }

  /** The user of a live session, or null for an unknown, ended or expired one. */
  async userIdOf(token: string, now = new Date()): Promise<string | null> {
    if (!token || token.length > 100) return null;
    const id = digest(token);
    const session = this.cache.get(id) ?? (await this.sessions.find(id));
    if (!session) return null;
    if (session.expiresAt.getTime() <= now.getTime()) {
      this.cache.delete(id);
      return null;
    }
    this.cache.set(id, session);
    return session.userId;
  }

  async end(token: string): Promise<void> {
    const id = digest(token);
    this.cache.delete(id);
    await this.sessions.delete(id);
    this.announce({ session: id });
  }

  /** Ends every session of a user (password change, removal), or all but the one being kept. */
  async endAllOf(userId: string, keepToken?: string): Promise<void> {
    const keep = keepToken ? digest(keepToken) : undefined;
    this.cache.deleteWhere((session) => session.userId === userId && session._id !== keep);
    await this.sessions.deleteAllOf(userId, keep);
    this.announce({ userId, keep: keep ?? null });
  }

  /** A failure is logged, not the caller's: the session is gone either way. */
  private announce(message: SessionsEndedMessage): void {
    this.pubsub
      .publish(SESSIONS_ENDED_CHANNEL, message)
      .catch((error: Error) => this.logger.warn(`sessions ended, not announced: ${error.message}`));
  }

  async sweep(now = new Date()): Promise<number> {
    try {
      return await this.sessions.deleteExpired(now);
    } catch (error) {
      this.logger.warn(`Sweeping expired sessions failed: ${String(error)}`);
      return 0;
    }
  }
}
