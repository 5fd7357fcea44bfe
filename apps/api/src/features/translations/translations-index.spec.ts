import { describe, expect, it } from 'vitest';
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
