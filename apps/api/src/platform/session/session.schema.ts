import { recordSchema } from '../database/record-schema';
export const SESSIONS_COLLECTION = 'sessions';

/**
 * A signed-in browser. `_id` is the SHA-256 of the cookie's random token, so a copy of the database
 * does not hand out live sessions. FerretDB has no TTL indexes: the expiry is enforced in code and
 * expired records are swept (docs/architecture.md § The database).
 */
export interface SessionRecord {
  _id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

export const sessionSchema = recordSchema<SessionRecord>(SESSIONS_COLLECTION, {
  userId: { type: String, required: true, index: true },
  createdAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
});
