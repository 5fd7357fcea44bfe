/** Demo projects removed by a moderator and projects owned by their developers' accounts. */
import type { NovelRecord } from '../features/novels';
import type { Context } from './context';
import type { Projects } from './projects';
import type { People } from './users';

/** About 1% removed by a moderator (soft delete), never a known title. */
export function removeSome(
  { random, now, novelCount }: Context,
  { moderatorIds }: People,
  { novels, knownCount }: Projects,
): Set<NovelRecord> {
  const generated = novels.slice(knownCount);
  const count = Math.min(generated.length, Math.max(1, Math.round(novelCount * 0.01)));
  const removed = new Set(random.sample(generated, count));
  for (const novel of removed) {
    novel.removed = { at: random.date(novel.updatedAt, now), by: random.pick(moderatorIds) };
  }
  return removed;
}

/**
 * A few projects owned by their developers' accounts (editing rights), with the owner as the
 * developer's `userId`; the demo reader owns the first of them. Both sides stay in step: the
 * project's `owners` and each owner's `ownedNovelIds`.
 */
export function giveOwners(
  { random, novelCount }: Context,
  { users, reader, ordinary }: People,
  { novels, knownCount }: Projects,
  removed: Set<NovelRecord>,
): void {
  const ownerPool = [
    reader,
    ...random.sample(
      ordinary.filter((user) => !user.banned),
      Math.max(3, Math.round(users.length * 0.05)),
    ),
  ];
  const ownable = novels.slice(knownCount).filter((novel) => !removed.has(novel));
  const owned = random.sample(
    ownable,
    Math.min(ownable.length, Math.max(2, Math.round(novelCount * 0.02))),
  );
  owned.forEach((novel, index) => {
    const owners = index === 0 ? [reader] : random.sample(ownerPool, random.chance(0.85) ? 1 : 2);
    novel.owners = owners.map((owner) => owner._id);
    for (const owner of owners) owner.ownedNovelIds.push(novel._id);
    const developer = novel.developers[0];
    if (developer) developer.userId = owners[0]!._id;
  });
}
