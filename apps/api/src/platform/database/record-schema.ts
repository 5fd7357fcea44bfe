import { Schema, type SchemaDefinition } from 'mongoose';

/** What a collection may ask of mongoose besides the common shape. */
interface RecordSchemaOptions {
  /** `createdAt` and `updatedAt`, kept by mongoose. */
  timestamps?: boolean;
  /** False keeps empty objects (settings, filters) as written. */
  minimize?: boolean;
}

/**
 * A collection's schema as every record here is stored: its `_id` a string the repository chooses
 * (an ObjectId's hex, or a pair key such as `${userId}:${novelId}`, so a repeat write is an
 * idempotent upsert; docs/architecture.md § The database), and no version key (writes are guarded
 * by their filters, never by mongoose's document versions). `fields` are the rest of the record.
 */
export function recordSchema<T extends { _id: string }>(
  collection: string,
  fields: SchemaDefinition<Omit<T, '_id'>>,
  options: RecordSchemaOptions = {},
): Schema<T> {
  const definition = { _id: { type: String, required: true }, ...fields } as SchemaDefinition<T>;
  return new Schema<T>(definition, { ...options, collection, versionKey: false });
}

/** A schema made by `recordSchema`, of any record: what code outside the database layer may hold. */
export type RecordSchema = Schema;

/** The collection a schema made by `recordSchema` names. */
export function collectionOf(schema: RecordSchema): string {
  const collection: unknown = schema.get('collection');
  if (typeof collection !== 'string') {
    throw new Error('A record schema names its collection: make it with recordSchema');
  }
  return collection;
}
