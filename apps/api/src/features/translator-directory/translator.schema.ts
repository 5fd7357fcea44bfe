import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const TRANSLATORS_COLLECTION = 'translators';

/** A translator or translation group (docs/product §3 Translator). `url` is its slug: unique. */
export interface TranslatorRecord {
  _id: string;
  url: string;
  name: string;
  links: { link: string; description: string }[];
  /** The projects the group translated. */
  novelIds: string[];
  /**
   * The site users who may update the group's translations without review (docs/product §A1.7,
   * ours); named by staff. Absent on groups made before members existed.
   */
  members?: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const translatorSchema = recordSchema<TranslatorRecord>(
  TRANSLATORS_COLLECTION,
  {
    url: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    links: { type: Schema.Types.Mixed, default: () => [] },
    novelIds: { type: [String], default: [] },
    members: { type: [String], default: [] },
  },
  { timestamps: true },
);
