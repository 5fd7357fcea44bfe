import { describe, expect, it } from 'vitest';
import { RecordChanges } from '../../platform/database';
import {
  copyOf,
  fastPropertiesCheck,
  heapUsedMeter,
  inDictionaryMode,
} from '../../../test/held-in-memory';
import { instancesOnOneDatabase, started } from '../../../test/instances-on-one-database';
import { newObjectId } from '../../platform/ids';
import {
  translationSchema,
  translationUpdateSchema,
  type TranslationRecord,
  type TranslationUpdateRecord,
} from './translation.schema';
import { TranslationsIndex } from './translations-index';
import { TranslationsRepository } from './translations.repository';

/**
 * An update is two writes without a transaction (ADR 0014): the update, then the translation by
 * compare-and-set on the version it was read at. Against the run's database: of two updates read at
 * one version only one lands and the other leaves nothing behind; the index of this instance has it
 * when the write returns, another instance's once its message arrives.
 */

const { model, cacheSync, delivered } = instancesOnOneDatabase(
  translationSchema,
  translationUpdateSchema,
);

/** The updates as stored, to read and write behind the repository. */
const updates = () => model(translationUpdateSchema);

async function instance() {
  const repository = new TranslationsRepository(
    model(translationSchema),
    model(translationUpdateSchema),
    cacheSync(),
  );
  return { repository, index: await started(new TranslationsIndex(repository)) };
}

const at = new Date('2026-11-01T10:00:00Z');

function next(id: string, version: number, note: string) {
  const record: TranslationRecord = {
    _id: id,
    novel: 'n1',
    lineKey: 'команда',
    status: 'inProcess',
    edition: '',
    stages: ['translation'],
    parts: [{ name: 'Вся игра', lines: null, stages: { translation: { state: 'done' } } }],
    version,
    lastUpdateId: null,
    lastUpdateAt: at,
    createdAt: at,
    updatedAt: at,
  };
  const updateId = newObjectId();
  record.lastUpdateId = updateId;
  const update: TranslationUpdateRecord = {
    _id: updateId,
    translation: id,
    novel: 'n1',
    at,
    by: null,
    percent: 100,
    status: 'inProcess',
    note,
    patch: null,
    version,
    events: [],
  };
  return { record, update };
}

describe('TranslationsRepository and TranslationsIndex', () => {
  it('lands one of two updates read at the same version, and leaves nothing of the other', async () => {
    const first = await instance();
    const second = await instance();
    const id = newObjectId();
    const a = next(id, 1, 'первое');
    const b = next(id, 1, 'второе');
    const landed = await Promise.all([
      first.repository.applyUpdate(a.record, 0, a.update),
      second.repository.applyUpdate(b.record, 0, b.update),
    ]);
    expect(landed.filter(Boolean)).toHaveLength(1);
    const stored = await updates().find({ translation: id }).lean();
    expect(stored).toHaveLength(1);

    // A later one read at the landed version lands; one read at a stale version does not.
    const c = next(id, 2, 'третье');
    expect(await first.repository.applyUpdate(c.record, 1, c.update)).toBe(true);
    const stale = next(id, 2, 'устаревшее');
    expect(await second.repository.applyUpdate(stale.record, 1, stale.update)).toBe(false);
    expect((await updates().find({ translation: id }).lean()).map((u) => u.note).sort()).toEqual(
      [stored[0]!.note, 'третье'].sort(),
    );

    expect(first.index.updatesOf(id).map((u) => u.note)[0]).toBe('третье');
    await delivered();
    expect(second.index.get(id)?.version).toBe(2);
    expect(second.index.updatesOf(id)).toHaveLength(2);
  });

  it('shows no update beyond the version the translation reached, nor a loser of its own version', async () => {
    const { repository, index } = await instance();
    const id = newObjectId();
    const a = next(id, 1, 'принято');
    await repository.applyUpdate(a.record, 0, a.update);
    // An update written by a process that stopped before moving the translation, and one that lost
    // the race for version 1 and was read by an instance before it was taken back.
    await updates().create({ ...next(id, 2, 'осиротевшее').update });
    await updates().create({ ...next(id, 1, 'проигравшее').update });
    await index.reload();
    expect(index.updatesOf(id).map((u) => u.note)).toEqual(['принято']);
  });
});

/** A repository that hands over these records and updates, made afresh at each read, as the driver does. */
function storedAs(
  records: () => TranslationRecord[],
  updatesOf: () => TranslationUpdateRecord[],
): TranslationsRepository {
  return {
    all: async () => records(),
    allUpdates: async () => updatesOf(),
    changes: new RecordChanges(),
  } as unknown as TranslationsRepository;
}

describe('TranslationsIndex in memory', () => {
  it('keeps records and updates with fast properties, not in the hash tables the driver decodes them into', async () => {
    const hasFastProperties = fastPropertiesCheck();
    const { record, update } = next(newObjectId(), 1, 'первое');
    const index = new TranslationsIndex(
      storedAs(
        () => [inDictionaryMode(record)],
        () => [inDictionaryMode(update)],
      ),
    );
    expect(hasFastProperties(inDictionaryMode(record))).toBe(false);
    await index.reload();
    expect(hasFastProperties(index.get(record._id)!)).toBe(true);
    expect(hasFastProperties(index.updatesOf(record._id)[0]!)).toBe(true);
    expect(index.get(record._id)).toEqual(record);
    expect(index.updatesOf(record._id)).toEqual([update]);
  });

  it("holds one copy of each project's id, group key, status and writer, however many records repeat them", async () => {
    const heapUsed = heapUsedMeter();
    const TRANSLATIONS = 2_000;
    const writer = { _id: newObjectId(), username: 'переводчица' };
    const novels = Array.from({ length: 50 }, () => newObjectId());
    const made = Array.from({ length: TRANSLATIONS }, (_, at) => {
      const id = newObjectId();
      const novel = novels[at % novels.length]!;
      const first = next(id, 1, '');
      const second = next(id, 2, '');
      const record: TranslationRecord = {
        ...second.record,
        novel,
        stages: ['translation', 'editing'],
      };
      const updates = [first.update, second.update].map((update): TranslationUpdateRecord => ({
        ...update,
        novel,
        by: writer,
        events: ['progress'],
      }));
      return { record, updates };
    });
    // Each translation has two updates. Every record and update is made as it is read, so only the
    // index holds them; with `copies`, each string of them is a copy of its own, as decoded.
    const bytesPerTranslation = async (copies: boolean) => {
      const text = <T extends string | null>(value: T): T =>
        copies && value !== null ? (copyOf(value) as T) : value;
      const before = heapUsed();
      const index = new TranslationsIndex(
        storedAs(
          () =>
            made.map(({ record }) => ({
              ...record,
              novel: text(record.novel),
              lineKey: text(record.lineKey),
              status: text(record.status),
              stages: record.stages.map(text),
            })),
          () =>
            made.flatMap(({ updates }) =>
              updates.map((update) => ({
                ...update,
                translation: text(update.translation),
                novel: text(update.novel),
                status: text(update.status),
                by: update.by && { _id: text(update.by._id), username: text(update.by.username) },
                events: update.events.map(text),
              })),
            ),
        ),
      );
      await index.reload();
      const held = heapUsed() - before;
      expect([...index.all()]).toHaveLength(TRANSLATIONS);
      return held / TRANSLATIONS;
    };
    const withShared = await bytesPerTranslation(false);
    const withCopies = await bytesPerTranslation(true);
    // Held as decoded, the copies cost some 840 bytes a translation (its project's id, key, status
    // and stages; each update's translation and project ids, status, writer and event); shared,
    // some 250 were measured to remain.
    expect(withCopies - withShared).toBeLessThan(400);
  });
});
