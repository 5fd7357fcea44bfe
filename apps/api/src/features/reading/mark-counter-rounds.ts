import { Injectable, Logger } from '@nestjs/common';
import {
  CatalogueIndex,
  NovelsRepository,
  type CounterMove,
  type NovelRecord,
  type ProjectCounter,
} from '../novels';
import { RecentKeys } from '../../platform/cache';
import { GroupCommit } from '../../platform/tasks';

type CounterAmounts = Partial<Record<ProjectCounter, number>>;

/** How long news of a project moved here may show the ratings stored here to be off. */
const RECENT_MS = 10_000;

interface MarkCounterMove {
  novelId: string;
  amounts: CounterAmounts;
  /** Whether the ratings derived from the sums are stored with them (a vote moved them). */
  withRatings: boolean;
}

/**
 * The project counters readers' marks move (ratings' sum and count, list counts), written in rounds:
 * the moves that come while a round is being written go together in the next, in one bulk write,
 * several moves of one project as one (group commit, ADR 0018: one counter write each held votes
 * near 280 a second). Each project after the round is worked out from the catalogue index, which
 * holds every earlier write of this instance, so the round reads nothing; the ratings derived from
 * the sums are worked out for the counters after the round and stored in the same write.
 *
 * What this instance holds may miss another instance's vote whose news has not arrived: the sums
 * still add up (`$inc`), and the index gets the project whole with that news, but the ratings
 * stored beside the sums were worked out without it. So when news of a project this instance moved
 * in the last few seconds arrives, the ratings are stored again where they differ from those the
 * sums heard give: once per move, so two instances whose catalogue means differ a little do not
 * answer each other's corrections for ever.
 */
@Injectable()
export class MarkCounterRounds {
  private readonly logger = new Logger('MarkCounterRounds');
  private readonly rounds = new GroupCommit<MarkCounterMove, NovelRecord>((moves) =>
    this.writeRound(moves),
  );
  /** Projects whose ratings a round stored in the last few seconds. */
  private readonly recentlyMoved = new RecentKeys(RECENT_MS);

  constructor(
    private readonly novels: NovelsRepository,
    private readonly index: CatalogueIndex,
  ) {
    // After the index: it was built first, so it listens first and holds the project heard.
    novels.changes.listen((change) => {
      if (change.kind !== 'written' || !change.heard) return;
      const id = change.record._id;
      if (!this.recentlyMoved.take(id)) return;
      void this.storeRatingsAgain(change.record).catch((error: unknown) =>
        this.logger.warn(`${id}: the ratings were not stored again: ${String(error)}`),
      );
    });
  }

  /**
   * Moves project `novelId`'s counters by `amounts` (with the derived ratings when `withRatings`);
   * answers the project as the move left it.
   */
  move(novelId: string, amounts: CounterAmounts, withRatings: boolean): Promise<NovelRecord> {
    return this.rounds.submit({ novelId, amounts, withRatings });
  }

  private async writeRound(moves: readonly MarkCounterMove[]): Promise<NovelRecord[]> {
    const merged = mergedByProject(moves);
    const after = new Map<string, NovelRecord>();
    await this.novels.moveCountersTogether(() =>
      [...merged].flatMap(([id, { amounts, withRatings }]): CounterMove[] => {
        const before = this.index.get(id)?.record;
        if (!before) return [];
        const counters = movedBy(before, amounts);
        const ratings = withRatings ? this.index.ratingsIf(counters) : undefined;
        const record = { ...counters, ...ratings };
        after.set(id, record);
        if (ratings) this.recentlyMoved.add(id);
        return [{ id, amounts, ...(ratings ? { ratings } : {}), after: record }];
      }),
    );
    for (const [id, { amounts }] of merged) {
      // Not in the index (not read yet): one write that answers the project.
      if (!after.has(id)) after.set(id, await this.novels.moveCounters(id, amounts));
    }
    return moves.map((move) => after.get(move.novelId)!);
  }

  private async storeRatingsAgain(heard: NovelRecord): Promise<void> {
    const { rating, bRating, mixRating } = this.index.ratingsIf(heard);
    const stored = { rating: heard.rating, bRating: heard.bRating, mixRating: heard.mixRating };
    if (stored.rating === rating && stored.bRating === bRating && stored.mixRating === mixRating) {
      return;
    }
    await this.novels.setRatings(heard._id, { rating, bRating, mixRating });
  }
}

/** The moves of a round, one per project: amounts added up. */
function mergedByProject(moves: readonly MarkCounterMove[]) {
  const merged = new Map<string, { amounts: CounterAmounts; withRatings: boolean }>();
  for (const { novelId, amounts, withRatings } of moves) {
    const project = merged.get(novelId) ?? { amounts: {}, withRatings: false };
    for (const [field, amount] of Object.entries(amounts) as [ProjectCounter, number][]) {
      project.amounts[field] = (project.amounts[field] ?? 0) + amount;
    }
    project.withRatings ||= withRatings;
    merged.set(novelId, project);
  }
  return merged;
}

/** The project with its counters moved as `$inc` moves them (a missing counter is 0). */
function movedBy(record: NovelRecord, amounts: CounterAmounts): NovelRecord {
  const moved = { ...record, listCounts: { ...record.listCounts } };
  for (const [field, amount] of Object.entries(amounts) as [ProjectCounter, number][]) {
    if (field.startsWith('listCounts.')) {
      const list = field.slice('listCounts.'.length) as keyof NovelRecord['listCounts'];
      moved.listCounts[list] = (moved.listCounts[list] ?? 0) + amount;
    } else {
      const counter = field as Exclude<ProjectCounter, `listCounts.${string}`>;
      moved[counter] = (moved[counter] ?? 0) + amount;
    }
  }
  return moved;
}
