import { describe, expect, it } from 'vitest';
import { NovelsRepository } from '../../src/features/novels/novels.repository';
import { useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';

/**
 * Writes to one project at the same moment (docs/architecture.md § The database): an edit, a
 * counter's move and the batched views must all stay. The embedded database reads a document and
 * writes it back whole, so two writes to one document that overlap there lose the first; the API
 * sends a project's writes one at a time.
 */
describe('writes to one project at once', () => {
  const { world } = useAccountsWorld({});

  it('keeps an edit made while views and comment counts are written to the same project', async () => {
    const [project] = await addNovels(world.api, [{ name: 'Одновременные записи' }]);
    const id = project!._id;
    const novels = world.api.app.get(NovelsRepository);
    for (let round = 0; round < 8; round++) {
      await Promise.all([
        novels.updateContent(id, { name: `Имя ${round}`, alternativeNames: [`Другое ${round}`] }),
        novels.addViews([id], 1),
        novels.moveCounters(id, { commentsCount: 1 }),
        novels.addViews([id], 2),
      ]);
      const stored = (await novels.all()).find((each) => each._id === id)!;
      expect(stored).toMatchObject({
        name: `Имя ${round}`,
        alternativeNames: [`Другое ${round}`],
        viewsCount: 3 * (round + 1),
        commentsCount: round + 1,
      });
    }
  });
});
