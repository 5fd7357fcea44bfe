import type { VocabularyKind } from '@vn/domain';
import { recordSchema } from '../../platform/database';

/** One collection per vocabulary, named as the kind: `tags`, `genres`, `platforms`. */
export const vocabularyCollections: Record<VocabularyKind, string> = {
  tags: 'tags',
  genres: 'genres',
  platforms: 'platforms',
};

/** An entry of a vocabulary (docs/product §3). `valueKey` is the value lower-cased: unique. */
export interface VocabularyRecord {
  _id: string;
  value: string;
  valueKey: string;
  /** Tags only: marked as a spoiler by a moderator (docs/product §A5.6); absent when not. */
  spoiler?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const vocabularySchema = (kind: VocabularyKind) =>
  recordSchema<VocabularyRecord>(
    vocabularyCollections[kind],
    {
      value: { type: String, required: true },
      valueKey: { type: String, required: true, unique: true },
      spoiler: { type: Boolean },
    },
    { timestamps: true },
  );
