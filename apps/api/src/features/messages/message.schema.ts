import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const MESSAGES_COLLECTION = 'messages';
export const CONTACTS_COLLECTION = 'contacts';

/**
 * A private message as stored (docs/product §3 Message). `from` and `to` are user ids (name and avatar are
 * joined from the cached users when presented, so a rename shows everywhere); `conversation` is the
 * two ids sorted and joined with ':' (`conversationKey`), so a conversation is one query.
 */
export interface MessageRecord {
  _id: string;
  from: string;
  to: string;
  conversation: string;
  /** Sanitised markup. */
  body: string;
  attachedImages: { preview: string; full: string }[];
  createdAt: Date;
  updatedAt: Date;
}

export const messageRecordSchema = recordSchema<MessageRecord>(
  MESSAGES_COLLECTION,
  {
    from: { type: String, required: true },
    to: { type: String, required: true },
    conversation: { type: String, required: true, index: true },
    body: { type: String, default: '' },
    attachedImages: { type: Schema.Types.Mixed, default: () => [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { minimize: false },
);

/**
 * One entry of a user's contact list (docs/product §3 Contact): `_id` is `${owner}:${user}`, so the
 * pair is the primary key (docs/architecture.md § The database) and every write is an upsert by
 * `_id`. Fields an upsert did not set are read as their defaults (`normalContact`), as FerretDB's
 * subset has no `$setOnInsert`.
 */
export interface ContactRecord {
  _id: string;
  owner: string;
  user: string;
  unreadMessages: number;
  /** When the last message between the two was sent; null before the first. */
  lastMessageAt: Date | null;
  /** What orders the list: the last message, or when the contact was added. */
  activeAt: Date;
  /** The owner refuses messages from this user. */
  blocked: boolean;
  /** When the owner last cleared the unread count (messages sent later are the unread ones). */
  readAt: Date | null;
}

export const contactRecordSchema = recordSchema<ContactRecord>(CONTACTS_COLLECTION, {
  owner: { type: String, required: true, index: true },
  user: { type: String, required: true },
  unreadMessages: { type: Number, default: 0 },
  lastMessageAt: { type: Date, default: null },
  activeAt: { type: Date, required: true },
  blocked: { type: Boolean, default: false },
  readAt: { type: Date, default: null },
});

export const contactKey = (owner: string, user: string) => `${owner}:${user}`;

/** A stored contact with the defaults of the fields an upsert may have left out. */
export function normalContact(record: Partial<ContactRecord> & { _id: string }): ContactRecord {
  const [owner = '', user = ''] = record._id.split(':');
  return {
    _id: record._id,
    owner: record.owner ?? owner,
    user: record.user ?? user,
    unreadMessages: Math.max(0, record.unreadMessages ?? 0),
    lastMessageAt: record.lastMessageAt ?? null,
    activeAt: record.activeAt ?? record.lastMessageAt ?? new Date(0),
    blocked: record.blocked ?? false,
    readAt: record.readAt ?? null,
  };
}
