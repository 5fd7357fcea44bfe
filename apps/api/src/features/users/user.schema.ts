import {
  PROFILE_BACKGROUND_DEFAULTS,
  userSettingsSchema,
  type Preset,
  type UserRole,
  type UserSettings,
} from '@vn/domain';
import { Schema } from 'mongoose';
import { newObjectId } from '../../platform/ids';
import { recordSchema } from '../../platform/database';

export const USERS_COLLECTION = 'users';

/** A user as stored (docs/product §3 User). `_id` is an ObjectId's hex string, kept as a string. */
export interface UserRecord {
  _id: string;
  username: string;
  /** The username lower-cased: unique, so "Alice" and "alice" cannot both exist. */
  usernameKey: string;
  /** Lower-cased; unique. */
  email: string;
  emailConfirmed: boolean;
  /** argon2id; null for accounts that only sign in through the identity provider. */
  passwordHash: string | null;
  /** The identity provider's subject, once the account has signed in through it. */
  googleSubject: string | null;
  role: UserRole;
  avatar: { preview: string; full: string } | null;
  bg: {
    url: string;
    position: string;
    opacity: number;
    size: string;
  } | null;
  description: string;
  /** Images uploaded with the description, kept while their link is in it (docs/product §5); absent on older accounts. */
  descriptionImages?: { preview: string; full: string }[];
  banned: { expiredAt: Date; reason: string; by: string } | null;
  /**
   * docs/product §3 User `hidden`: a person kept out of what others find (the site-wide search,
   * §A7.3). No call sets it yet; accounts carried over from the old site may have it, and staff
   * set it in the database. Absent on most records: read as false.
   */
  hidden?: boolean;
  removed: boolean;
  removedAt: Date | null;
  ownedNovelIds: string[];
  settings: UserSettings;
  presets: Preset[];
  createdAt: Date;
  updatedAt: Date;
}

export const defaultUserSettings = (): UserSettings => userSettingsSchema.parse({});

/**
 * A user's settings with every field: those stored before a setting existed (the appearance came
 * later than the rest) get its default, so readers of settings never meet a missing field.
 */
export const settingsOf = (user: Pick<UserRecord, 'settings'>): UserSettings =>
  userSettingsSchema.parse(user.settings ?? {});

export const userSchema = recordSchema<UserRecord>(
  USERS_COLLECTION,
  {
    username: { type: String, required: true },
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    emailConfirmed: { type: Boolean, default: false },
    passwordHash: { type: String, default: null },
    // Not unique: most users have none, and FerretDB has no sparse or partial indexes.
    googleSubject: { type: String, default: null },
    role: { type: String, enum: ['staff', 'moderator', 'admin'], default: 'staff' },
    avatar: { type: Schema.Types.Mixed, default: null },
    bg: {
      type: Schema.Types.Mixed,
      default: null,
      // Stored complete, with the profile defaults of docs/product §9 filled in.
      set: (bg: Partial<UserRecord['bg']> | null) =>
        bg ? { ...PROFILE_BACKGROUND_DEFAULTS, ...bg } : null,
    },
    description: { type: String, default: '' },
    descriptionImages: { type: Schema.Types.Mixed, default: () => [] },
    banned: { type: Schema.Types.Mixed, default: null },
    hidden: { type: Boolean, default: undefined },
    removed: { type: Boolean, default: false },
    removedAt: { type: Date, default: null },
    ownedNovelIds: { type: [String], default: [] },
    settings: { type: Schema.Types.Mixed, default: defaultUserSettings },
    presets: { type: Schema.Types.Mixed, default: () => [] },
  },
  { timestamps: true, minimize: false },
);

/** What a new account starts from: its name, address and way of signing in; the rest is default. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  googleSubject?: string | null;
  role?: UserRole;
}

/** The stored record of a new account (`UsersRepository.insert` takes it). */
export function newUserRecord(user: NewUser): Omit<UserRecord, 'createdAt' | 'updatedAt'> {
  return {
    _id: newObjectId(),
    username: user.username,
    usernameKey: user.username.toLowerCase(),
    email: user.email.toLowerCase(),
    emailConfirmed: user.emailConfirmed,
    passwordHash: user.passwordHash,
    googleSubject: user.googleSubject ?? null,
    role: user.role ?? 'staff',
    avatar: null,
    bg: null,
    description: '',
    descriptionImages: [],
    banned: null,
    removed: false,
    removedAt: null,
    ownedNovelIds: [],
    settings: defaultUserSettings(),
    presets: [],
  };
}
