import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  exclusionCounts,
  explainSiteRating,
  histogramOf,
  type ProjectRatings,
  type ProjectVote,
  weighVotes,
} from '@vn/domain';
import { CacheSync } from '../../platform/pubsub';
import { OneAtATime } from '../../platform/tasks';
import { CatalogueIndex, type CountedVotes, type NovelRecord } from '../novels';
import { ReadingRepository } from './reading.repository';
import { readerNovelKey } from './reading.schema';
import { VoterStandings } from './voter-standings';

/**
 * A sanction or ban runs out without a write: how often every project's counted votes are worked
 * out again, so a reader whose ban ended counts again within this time.
 */
const RECOUNT_EVERY_MS = 10 * 60_000;

/**
 * Every rating by project, in memory (docs/architecture.md § Read models), and which of them count
 * (docs/product §A5.2): the catalogue index sorts and shows the site rating from the counted votes
 * this gives it, and a project page's bars and «как считается» are read from here. Read whole at
 * start; this instance's votes are applied as they are written, another instance's arrive as
 * `projectVotes` naming reader and project, and that one rating is read again by its key (a lookup
 * by _id, where reading the project's ratings would read the whole table); a reader's standing
 * changing (a ban, a removal) recounts the projects they rated.
 */
@Injectable()
export class ProjectVotes implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly byProject = new Map<string, Map<string, ProjectVote>>();
  private readonly byReader = new Map<string, Set<string>>();
  private recount: NodeJS.Timeout | undefined;
  /** Re-reads of one vote run in the order their changes came, so the last one read wins. */
  private readonly rereads = new OneAtATime();

  constructor(
    private readonly repository: ReadingRepository,
    private readonly standings: VoterStandings,
    private readonly index: CatalogueIndex,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('projectVotes', async (key) => {
      if (key === null) return this.reload();
      const [first, novelId] = key.split(':') as [string, string | undefined];
      // An instance of the build before names only the project: its ratings are read whole.
      if (!novelId) return this.readProject(first);
      return this.rereads.run(key, () => this.readVote(first, novelId));
    });
    standings.onChange((userId) => {
      if (userId === null) return this.index.refreshCountedVotes();
      for (const novelId of this.byReader.get(userId) ?? [])
        this.index.refreshCountedVotes(novelId);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.recount = setInterval(() => this.index.refreshCountedVotes(), RECOUNT_EVERY_MS);
    this.recount.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.recount);
  }

  /** Reads every rating and every reader's standing again, and gives the index its source. */
  async reload(): Promise<void> {
    const [ratings] = await Promise.all([
      this.repository.ratingsOfProjects(),
      this.standings.reload(),
    ]);
    this.byProject.clear();
    this.byReader.clear();
    for (const { userId, novelId, rating, updatedAt } of ratings) {
      this.put(novelId, { userId, rating, at: updatedAt });
    }
    this.index.useCountedVotes((record) => this.countedOf(record));
  }

  /** A vote this instance wrote (null: taken back); the other instances read that vote again. */
  voted(novelId: string, userId: string, vote: { rating: number; at: Date } | null): void {
    if (vote === null) this.take(novelId, userId);
    else this.put(novelId, { userId, ...vote });
    this.sync.changed('projectVotes', readerNovelKey(userId, novelId));
  }

  /**
   * The counted votes' number and sum, as the catalogue sorts by them: the project's counters (kept
   * by every vote and counted again when they drift) less the votes left out.
   */
  countedOf(record: NovelRecord, now = new Date()): CountedVotes {
    const { excluded } = this.weighed(record._id, now);
    let sum = record.ratingSum;
    for (const { vote } of excluded) sum -= vote.rating;
    return {
      count: Math.max(0, record.ratedUsers - excluded.length),
      sum: Math.max(0, sum),
    };
  }

  /** Every counted vote of every project (docs/product §A5.2), for signals built from them. */
  *countedVotes(now = new Date()): Iterable<{ userId: string; projectId: string; rating: number }> {
    for (const novelId of this.byProject.keys()) {
      for (const vote of this.weighed(novelId, now).counted) {
        yield { userId: vote.userId, projectId: novelId, rating: vote.rating };
      }
    }
  }

  /** A project's open ratings: the counted votes' bars, the figures and what was left out. */
  ratingsOf(novelId: string, catalogueMean: number, now = new Date()): ProjectRatings {
    const { counted, excluded } = this.weighed(novelId, now);
    const histogram = histogramOf(counted.map((vote) => vote.rating));
    return {
      histogram,
      ...explainSiteRating(histogram, catalogueMean),
      excluded: exclusionCounts(excluded),
    };
  }

  private weighed(novelId: string, now: Date) {
    const votes = [...(this.byProject.get(novelId)?.values() ?? [])];
    return weighVotes(votes, (userId) => this.standings.of(userId, now));
  }

  private async readProject(novelId: string): Promise<void> {
    const ratings = await this.repository.ratingsOfProjects([novelId]);
    for (const userId of [...(this.byProject.get(novelId)?.keys() ?? [])])
      this.take(novelId, userId);
    for (const { userId, rating, updatedAt } of ratings) {
      this.put(novelId, { userId, rating, at: updatedAt });
    }
    this.index.refreshCountedVotes(novelId);
  }

  private async readVote(userId: string, novelId: string): Promise<void> {
    const rating = await this.repository.ratings.get(readerNovelKey(userId, novelId));
    if (rating) this.put(novelId, { userId, rating: rating.rating, at: rating.updatedAt });
    else this.take(novelId, userId);
    this.index.refreshCountedVotes(novelId);
  }

  private put(novelId: string, vote: ProjectVote): void {
    const votes = this.byProject.get(novelId) ?? new Map<string, ProjectVote>();
    votes.set(vote.userId, vote);
    this.byProject.set(novelId, votes);
    const rated = this.byReader.get(vote.userId) ?? new Set<string>();
    rated.add(novelId);
    this.byReader.set(vote.userId, rated);
  }

  private take(novelId: string, userId: string): void {
    this.byProject.get(novelId)?.delete(userId);
    this.byReader.get(userId)?.delete(novelId);
  }
}
