import { translationStages, type TranslationPart } from '@vn/domain';
import type { mongo } from 'mongoose';
import type { Migration } from '../platform/database';
import { NOVELS_COLLECTION, type NovelRecord } from '../features/novels';
import {
  keyedLinesOf,
  translationIdOf,
  TRANSLATION_UPDATES_COLLECTION,
  TRANSLATIONS_COLLECTION,
  type TranslationProgressRecord,
  type TranslationUpdateRecord,
} from '../features/translations';

/** The one part a finished translation is given: it said no more than that it is finished. */
export const WHOLE_GAME = 'Вся игра';
export const RELEASED_NOTE = 'Перевод выпущен';

/** How many records go to the database in one write. */
const BATCH = 1_000;

/**
 * docs/product §A1.5, ADR 0014: what the projects' translation lines already say of progress moves
 * into translation records. A line says only its status, so a finished one (`done`) gets one part
 * «Вся игра» with every stage done and one update at its release date; any other line says nothing
 * of its progress and gets no record (one is made at its group's first update).
 *
 * Idempotent without scanning per record (FerretDB scans a collection on every query): the ids are
 * made from the project and the line (`translationIdOf`), the ones already stored are read once, and
 * only the missing ones are inserted.
 */
export const translationsAsRecords: Migration = {
  name: '0001-translations-as-records',
  async up(db) {
    const records = db.collection<TranslationProgressRecord>(TRANSLATIONS_COLLECTION);
    const updates = db.collection<TranslationUpdateRecord>(TRANSLATION_UPDATES_COLLECTION);
    const storedRecords = await idsIn(db.collection(TRANSLATIONS_COLLECTION));
    const storedUpdates = await idsIn(db.collection(TRANSLATION_UPDATES_COLLECTION));
    const newRecords: TranslationProgressRecord[] = [];
    const newUpdates: TranslationUpdateRecord[] = [];
    const projects = db
      .collection<NovelRecord>(NOVELS_COLLECTION)
      .find({}, { projection: { _id: 1, translations: 1, updatedAt: 1, createdAt: 1 } });
    for await (const project of projects) {
      for (const { id, key, line } of keyedLinesOf({
        _id: project._id,
        translations: project.translations ?? [],
      })) {
        if (line.status !== 'done') continue;
        const at = line.releasedAt ?? project.updatedAt ?? project.createdAt ?? new Date(0);
        const updateId = translationIdOf(project._id, `${key}\nreleased`);
        if (!storedRecords.has(id)) {
          newRecords.push(finishedRecord(id, project._id, key, at, updateId));
        }
        if (!storedUpdates.has(updateId)) {
          newUpdates.push({
            _id: updateId,
            translation: id,
            novel: project._id,
            at,
            by: null,
            percent: 100,
            status: 'done',
            note: RELEASED_NOTE,
            patch: null,
            version: 1,
            events: [],
          });
        }
      }
    }
    for (let start = 0; start < newRecords.length; start += BATCH) {
      await records.insertMany(newRecords.slice(start, start + BATCH), { ordered: false });
    }
    for (let start = 0; start < newUpdates.length; start += BATCH) {
      await updates.insertMany(newUpdates.slice(start, start + BATCH), { ordered: false });
    }
  },
};

/** The ids a collection holds, read in one pass. */
async function idsIn(collection: mongo.Collection<{ _id: string }>): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const { _id } of collection.find({}, { projection: { _id: 1 } })) ids.add(_id);
  return ids;
}

function finishedRecord(
  id: string,
  novel: string,
  lineKey: string,
  at: Date,
  updateId: string,
): TranslationProgressRecord {
  const done: TranslationPart = {
    name: WHOLE_GAME,
    lines: null,
    stages: Object.fromEntries(translationStages.map((stage) => [stage, { state: 'done' }])),
  };
  return {
    _id: id,
    novel,
    lineKey,
    status: null,
    edition: '',
    stages: [...translationStages],
    parts: [done],
    version: 1,
    lastUpdateId: updateId,
    lastUpdateAt: at,
    createdAt: at,
    updatedAt: at,
  };
}
