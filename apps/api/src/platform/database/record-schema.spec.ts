import { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { collectionOf, recordSchema } from './record-schema';

describe('a record schema', () => {
  const schema = recordSchema<{ _id: string; name: string }>('things', {
    name: { type: String, required: true },
  });

  it('keeps a string _id the repository chooses, and no version key', () => {
    expect(schema.path('_id').instance).toBe('String');
    expect(schema.get('versionKey')).toBe(false);
  });

  it('names its collection, which modules and the seed read from it', () => {
    expect(collectionOf(schema)).toBe('things');
  });

  it('is required of what names a collection: a plain schema names none', () => {
    expect(() => collectionOf(new Schema({ name: String }))).toThrow(/recordSchema/);
  });
});
