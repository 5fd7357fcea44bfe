import { describe, expect, it, vi } from 'vitest';
import { instancesOnOneDatabase } from '../../../test/instances-on-one-database';
import { ReaderMarks } from './reader-marks';
import { listEntrySchema, ratingSchema, readerNovelKey } from './reading.schema';
import { ReadingRepository } from './reading.repository';

/**
 * Readers' marks as a read model over the ratings and lists, against the run's real database: two
 * instances, each with its repository and ReaderMarks, share the database and one pub/sub.
 */
const { model, cacheSync, delivered } = instancesOnOneDatabase(ratingSchema, listEntrySchema);

function instance() {
  const repository = new ReadingRepository(model(ratingSchema), model(listEntrySchema));
  return { repository, marks: new ReaderMarks(repository, cacheSync()) };
}

let count = 0;
const newId = () => (count += 1).toString(16).padStart(24, '0');

async function rate(
  repository: ReadingRepository,
  userId: string,
  novelId: string,
  rating: number,
) {
  await repository.ratings.write(
    readerNovelKey(userId, novelId),
    { userId, novelId, rating, updatedAt: new Date() },
    async () => {},
  );
}

describe('ReaderMarks', () => {
  it('answers readers asked for at once from one read of everyone, and keeps the others it found', async () => {
    const { repository, marks } = instance();
    const [ann, bob, eve, nobody, project] = [newId(), newId(), newId(), newId(), newId()];
    await rate(repository, ann, project, 7);
    await rate(repository, bob, project, 3);
    await rate(repository, eve, project, 9);
    await repository.lists.write(
      readerNovelKey(bob, project),
      { userId: bob, novelId: project, list: 'reading', updatedAt: new Date() },
      async () => {},
    );
    const ratingsRead = vi.spyOn(repository.ratings, 'every');
    const listsRead = vi.spyOn(repository.lists, 'every');

    const [annMarks, bobMarks, nobodyMarks] = await Promise.all([
      marks.of(ann),
      marks.of(bob),
      marks.of(nobody),
    ]);
    expect(annMarks.ratings.get(project)?.rating).toBe(7);
    expect(bobMarks.ratings.get(project)?.rating).toBe(3);
    expect(bobMarks.lists.get(project)?.list).toBe('reading');
    expect(nobodyMarks.ratings.size + nobodyMarks.lists.size).toBe(0);
    // Eve was not asked for, but was read with everyone: she costs no read of her own.
    expect((await marks.of(eve)).ratings.get(project)?.rating).toBe(9);
    expect(ratingsRead).toHaveBeenCalledTimes(1);
    expect(listsRead).toHaveBeenCalledTimes(1);
  });

  it('reads a reader again who changed on another instance while the read of everyone ran', async () => {
    const first = instance();
    const second = instance();
    const [reader, project] = [newId(), newId()];
    await rate(first.repository, reader, project, 4);

    // The first instance's read of everyone has its rows, then waits until the other instance's
    // change is written and heard: what it read is from before that change.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = first.repository.ratings.every.bind(first.repository.ratings);
    const reads = vi.spyOn(first.repository.ratings, 'every').mockImplementation(async () => {
      const rows = await read();
      if (reads.mock.calls.length === 1) await held;
      return rows;
    });
    const asked = first.marks.of(reader);
    await expect.poll(() => reads.mock.calls.length).toBe(1);
    await rate(second.repository, reader, project, 10);
    second.marks.changed(reader, project);
    await delivered();
    release();

    expect((await asked).ratings.get(project)?.rating).toBe(10);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('keeps a reader here when they rate on another instance, reading that one mark again by its key', async () => {
    const first = instance();
    const second = instance();
    const [reader, rated, listed] = [newId(), newId(), newId()];
    await rate(first.repository, reader, rated, 2);
    const kept = await first.marks.of(reader);
    const wholeReads = vi.spyOn(first.repository.ratings, 'every');

    await rate(second.repository, reader, rated, 8);
    second.marks.changed(reader, rated);
    await second.repository.lists.write(
      readerNovelKey(reader, listed),
      { userId: reader, novelId: listed, list: 'bookmark', updatedAt: new Date() },
      async () => {},
    );
    second.marks.changed(reader, listed);
    await expect
      .poll(async () => (await first.marks.of(reader)).ratings.get(rated)?.rating)
      .toBe(8);
    await expect
      .poll(async () => (await first.marks.of(reader)).lists.get(listed)?.list)
      .toBe('bookmark');
    // The same marks, kept and brought up to date: no read of everyone's marks.
    expect(await first.marks.of(reader)).toBe(kept);
    expect(wholeReads).not.toHaveBeenCalled();

    // Taken off elsewhere: gone here too.
    await second.repository.ratings.write(readerNovelKey(reader, rated), null, async () => {});
    second.marks.changed(reader, rated);
    await expect.poll(async () => (await first.marks.of(reader)).ratings.has(rated)).toBe(false);
    expect(wholeReads).not.toHaveBeenCalled();
  });

  it('reads a reader again when an instance of the build before names only the reader', async () => {
    const first = instance();
    const second = instance();
    const buildBefore = cacheSync();
    const [reader, project] = [newId(), newId()];
    await rate(first.repository, reader, project, 5);
    expect((await first.marks.of(reader)).ratings.get(project)?.rating).toBe(5);

    // That build wrote the mark, and told the reader's id alone, with no project.
    await rate(second.repository, reader, project, 9);
    buildBefore.changed('readerMarks', reader);
    await delivered();
    expect((await first.marks.of(reader)).ratings.get(project)?.rating).toBe(9);
  });

  it('answers a reader who had no marks at the last read of everyone without reading everyone again', async () => {
    const first = instance();
    const second = instance();
    const [known, newcomer, ratedElsewhere, ratedHere, project] = [
      newId(),
      newId(),
      newId(),
      newId(),
      newId(),
    ];
    await rate(first.repository, known, project, 5);
    expect((await first.marks.of(known)).ratings.get(project)?.rating).toBe(5);
    const wholeReads = vi.spyOn(first.repository.ratings, 'every');

    const none = await first.marks.of(newcomer);
    expect(none.ratings.size + none.lists.size).toBe(0);
    expect(wholeReads).not.toHaveBeenCalled();

    // A first mark on another instance: kept here from nothing, that one mark read by its key.
    await rate(second.repository, ratedElsewhere, project, 6);
    second.marks.changed(ratedElsewhere, project);
    await expect
      .poll(async () => (await first.marks.of(ratedElsewhere)).ratings.get(project)?.rating)
      .toBe(6);
    expect(wholeReads).not.toHaveBeenCalled();

    // Marked through this instance by a reader not kept here (as after being let go): the last
    // read of everyone no longer tells, so they are read whole.
    await rate(first.repository, ratedHere, project, 7);
    first.marks.changed(ratedHere, project);
    expect((await first.marks.of(ratedHere)).ratings.get(project)?.rating).toBe(7);
    expect(wholeReads).toHaveBeenCalledTimes(1);
  });

  it('gives every reader’s marks to a build over everyone, and keeps them for the readers’ own pages', async () => {
    const { repository, marks } = instance();
    const [reader, project] = [newId(), newId()];
    await repository.lists.write(
      readerNovelKey(reader, project),
      { userId: reader, novelId: project, list: 'read', updatedAt: new Date() },
      async () => {},
    );
    const everyone = await marks.everyone();
    expect(everyone.get(reader)?.lists.get(project)?.list).toBe('read');

    const wholeReads = vi.spyOn(repository.lists, 'every');
    expect((await marks.of(reader)).lists.get(project)?.list).toBe('read');
    expect(wholeReads).not.toHaveBeenCalled();
  });
});
