import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { accountServerErrors, DomainError, type UserSettingsBody } from '@vn/domain';
import type { Model } from 'mongoose';
import { OneAtATime } from '../../platform/tasks';
import {
  isDuplicateKey,
  RecordChanges,
  type RecordChange,
  type StaleRecords,
  writtenOrDeleted,
} from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { USERS_COLLECTION, type UserRecord } from './user.schema';

/** A text as a case-insensitive regular expression that matches it literally. */
export function literalPattern(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

function takenError(taken: 'username' | 'email'): DomainError {
  const error =
    taken === 'username' ? accountServerErrors.usernameTaken : accountServerErrors.emailTaken;
  return new DomainError('conflict', error.message, { [error.field]: error.message });
}

/** What a settings change may name: the fields of `PUT /api/userSettings` and the not-Russia flag. */
export type SettingsChange = UserSettingsBody & { notRussia?: boolean };

/** What the repository reports: a user written or gone here, one changed elsewhere (its id). */
export type UserChange = RecordChange<UserRecord> | StaleRecords;

/** A user as the site-wide search finds people (docs/product §A7.3): by name, unless hidden or removed. */
export type UserNameRecord = Pick<UserRecord, '_id' | 'username' | 'avatar' | 'hidden' | 'removed'>;

/** A user as trusting their votes reads them. */
export type UserStandingRecord = Pick<UserRecord, '_id' | 'createdAt' | 'removed' | 'banned'>;

export interface UserListQuery {
  search?: string;
  sortBy: 'createdAt' | 'username';
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
}

/**
 * The users collection: every other module reads and writes users through here, so the query
 * subset lives in one place. Each write is reported through `changes`, for the read model of users
 * by id (`UsersById`), and told to the other instances through `CacheSync` (topic 'users'), whose
 * repositories report it there: a ban, a role or a new name counts on every instance at once.
 */
@Injectable()
export class UsersRepository {
  /** Every write, here or on another instance, for the read models kept from users. */
  readonly changes = new RecordChanges<UserRecord, UserChange>();
  /**
   * The writes of one user run one at a time, so their answers are reported in the order they were
   * made: two at once (a preset saved while a setting changes, in two tabs) could otherwise leave
   * the older answer in the read model, and the newer write invisible to the reader.
   */
  private readonly writes = new OneAtATime();

  constructor(
    @InjectModel(USERS_COLLECTION) private readonly users: Model<UserRecord>,
    private readonly sync: CacheSync,
  ) {
    // Another instance wrote that user (or, with no id, any): read again when next asked for.
    sync.onChange('users', (id) =>
      this.changes.report(id ? { kind: 'stale', key: id } : { kind: 'everything' }),
    );
  }

  async insert(record: Omit<UserRecord, 'createdAt' | 'updatedAt'>): Promise<UserRecord> {
    try {
      const created = (await this.users.create(record)).toObject();
      await this.written(created._id, created);
      return created;
    } catch (error) {
      if (isDuplicateKey(error)) throw await this.whichIsTaken(record);
      throw error;
    }
  }

  /**
   * The field behind a unique-index failure. FerretDB's duplicate-key message does not name the
   * index, so the answer comes from looking the values up.
   */
  private async whichIsTaken(record: Pick<UserRecord, '_id' | 'usernameKey' | 'email'>) {
    const sameName = await this.users.exists({
      usernameKey: record.usernameKey,
      _id: { $ne: record._id },
    });
    return takenError(sameName ? 'username' : 'email');
  }

  /** The user as the database has it; readers by id go through `UsersById`, which keeps them. */
  findById(id: string): Promise<UserRecord | null> {
    return this.users.findOne({ _id: id }).lean<UserRecord>();
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email: email.toLowerCase() }).lean<UserRecord>();
  }

  async findByUsername(username: string): Promise<UserRecord | null> {
    return this.users.findOne({ usernameKey: username.toLowerCase() }).lean<UserRecord>();
  }

  async findByGoogleSubject(subject: string): Promise<UserRecord | null> {
    if (!subject) return null;
    return this.users.findOne({ googleSubject: subject }).lean<UserRecord>();
  }

  /** Sets fields of one user; a taken username or e-mail is a 409 field error. */
  async update(id: string, fields: Partial<UserRecord>): Promise<UserRecord | null> {
    try {
      return await this.write(id, () =>
        this.users
          .findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' })
          .lean<UserRecord>(),
      );
    } catch (error) {
      if (isDuplicateKey(error)) {
        throw takenError(fields.usernameKey !== undefined ? 'username' : 'email');
      }
      throw error;
    }
  }

  /**
   * Changes some of a user's settings (docs/product §3 User settings), each value by its own path
   * (`settings.lists.reading`), never by writing the settings back whole: two changes at once (a
   * block hidden while another is resized) both hold, also when two instances take them.
   */
  async changeSettings(id: string, changes: SettingsChange): Promise<UserRecord | null> {
    const paths: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      if (key === 'lists' || key === 'appearance') {
        for (const [field, fieldValue] of Object.entries(value as object)) {
          if (fieldValue !== undefined) paths[`settings.${key}.${field}`] = fieldValue;
        }
      } else {
        paths[`settings.${key}`] = value;
      }
    }
    return this.write(id, () =>
      this.users
        .findOneAndUpdate({ _id: id }, { $set: paths }, { returnDocument: 'after' })
        .lean<UserRecord>(),
    );
  }

  /** Gives or takes editing rights on a project (docs/product §3 `owner.novels`), by `$addToSet`/`$pull`. */
  async setNovelOwnership(id: string, novelId: string, owns: boolean): Promise<UserRecord | null> {
    const update = owns
      ? { $addToSet: { ownedNovelIds: novelId } }
      : { $pull: { ownedNovelIds: novelId } };
    return this.write(id, () =>
      this.users
        .findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' })
        .lean<UserRecord>(),
    );
  }

  /** Runs one write of a user in turn, and reports its answer before the next one starts. */
  private write(id: string, change: () => Promise<UserRecord | null>): Promise<UserRecord | null> {
    return this.writes.run(id, async () => {
      const updated = await change();
      await this.written(id, updated);
      return updated;
    });
  }

  /** A written user (null: gone) to this instance's read models, and news of it to the others. */
  private async written(id: string, record: UserRecord | null): Promise<void> {
    await this.changes.report(writtenOrDeleted(id, record));
    this.sync.changed('users', id);
  }

  async list(query: UserListQuery): Promise<{ users: UserRecord[]; count: number }> {
    const filter: Record<string, unknown> = { removed: false };
    if (query.search) {
      const pattern = literalPattern(query.search);
      filter['$or'] = [{ username: pattern }, { email: pattern }];
    }
    const order = query.direction === 'asc' ? 1 : -1;
    const [users, count] = await Promise.all([
      this.users
        .find(filter)
        .sort({ [query.sortBy === 'username' ? 'usernameKey' : 'createdAt']: order, _id: order })
        .skip(query.page * query.limit)
        .limit(query.limit)
        .lean<UserRecord[]>(),
      this.users.countDocuments(filter),
    ]);
    return { users, count };
  }

  /** Users whose name contains the text, those starting with it first (user pickers). */
  async searchByName(search: string, limit: number): Promise<UserRecord[]> {
    const filter = search
      ? { removed: false, username: literalPattern(search) }
      : { removed: false };
    const found = await this.users
      .find(filter)
      .sort({ usernameKey: 1 })
      .limit(200)
      .lean<UserRecord[]>();
    const prefix = search.toLowerCase();
    const startsWith = found.filter((user) => user.usernameKey.startsWith(prefix));
    const contains = found.filter((user) => !user.usernameKey.startsWith(prefix));
    return [...startsWith, ...contains].slice(0, limit);
  }

  async count(): Promise<number> {
    return this.users.countDocuments({});
  }

  /** What deciding whether a reader's votes count needs of every user (docs/product §A5.2). */
  async standings(): Promise<UserStandingRecord[]> {
    return this.users
      .find({})
      .select({ _id: 1, createdAt: 1, removed: 1, banned: 1 })
      .lean<UserStandingRecord[]>();
  }

  /** What finding people by name needs of every user (docs/product §A7.3). */
  async names(): Promise<UserNameRecord[]> {
    return this.users
      .find({})
      .select({ _id: 1, username: 1, avatar: 1, hidden: 1, removed: 1 })
      .lean<UserNameRecord[]>();
  }

  /** Moderators and administrators (docs/product §6), told when a draft awaits review. */
  async staffIds(): Promise<string[]> {
    const staff = await this.users
      .find({ role: { $in: ['moderator', 'admin'] }, removed: false })
      .select({ _id: 1 })
      .lean<{ _id: string }[]>();
    return staff.map((user) => user._id);
  }
}
