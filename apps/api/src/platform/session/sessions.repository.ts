import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SESSIONS_COLLECTION, type SessionRecord } from './session.schema';

/** Sessions as stored: by the digest of their token, never the token. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectModel(SESSIONS_COLLECTION) private readonly sessions: Model<SessionRecord>) {}

  async insert(session: SessionRecord): Promise<void> {
    await this.sessions.create(session);
  }

  find(id: string): Promise<SessionRecord | null> {
    return this.sessions.findOne({ _id: id }).lean<SessionRecord>();
  }

  async delete(id: string): Promise<void> {
    await this.sessions.deleteOne({ _id: id });
  }

  /** Deletes every session of a user, or all but `keep`. */
  async deleteAllOf(userId: string, keep?: string): Promise<void> {
    await this.sessions.deleteMany(keep ? { userId, _id: { $ne: keep } } : { userId });
  }

  /** Deletes the sessions that expired before `now`; answers how many. */
  async deleteExpired(now: Date): Promise<number> {
    const { deletedCount } = await this.sessions.deleteMany({ expiresAt: { $lt: now } });
    return deletedCount;
  }
}
