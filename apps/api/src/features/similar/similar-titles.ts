import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { buildSimilarityModel, netVotes, type SimilarTitle } from '@vn/domain';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CatalogueIndex } from '../novels';
import { ReaderSignals } from '../reading';
import { RecommendationsIndex, voteCounts } from './recommendations-index';

/** How many similar projects are kept per project: room for the «только с полным переводом» filter. */
const KEPT_PER_PROJECT = 40;
/** How often the lists are worked out again. */
const REBUILD_EVERY_MS = 15 * 60_000;
/** The first build waits this long after start, so start-up and the first pages come first. */
const FIRST_BUILD_AFTER_MS = 5_000;
/** Projects worked out between two pauses, in which requests are served. */
const PROJECTS_PER_TURN = 100;

/**
 * Every project's similar titles (docs/product §A6, docs/adr/0017-similar-titles.md), worked out
 * off the request path: a build reads the catalogue index and the readers' signals, works through
 * the projects a hundred at a time (yielding to requests between), and swaps the whole result in
 * at the end; a page view only looks its project up. Each instance builds its own from the same
 * data, every 15 minutes, so nothing needs telling between instances.
 */
@Injectable()
export class SimilarTitles implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SimilarTitles');
  private lists = new Map<string, readonly SimilarTitle[]>();
  private built: Date | null = null;
  private building: Promise<void> | null = null;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(
    private readonly index: CatalogueIndex,
    private readonly signals: ReaderSignals,
    private readonly recommendations: RecommendationsIndex,
  ) {}

  onApplicationBootstrap(): void {
    const first = setTimeout(() => void this.rebuild(), FIRST_BUILD_AFTER_MS);
    const every = setInterval(() => void this.rebuild(), REBUILD_EVERY_MS);
    first.unref();
    every.unref();
    this.timers = [first, every];
  }

  onModuleDestroy(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
  }

  /** The project's similar titles, best first; empty before the first build. */
  of(novelId: string): readonly SimilarTitle[] {
    return this.lists.get(novelId) ?? [];
  }

  /** When the lists in use were worked out; null before the first build. */
  builtAt(): Date | null {
    return this.built;
  }

  /** Works every list out again; a build already running is the one awaited. */
  rebuild(): Promise<void> {
    this.building ??= this.build()
      .catch((error: Error) => this.logger.warn(`similar titles not built: ${error.message}`))
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  private async build(): Promise<void> {
    const started = performance.now();
    const { ratings, lists } = await this.signals.read();
    const projects = [...this.index.visible()].map((entry) => ({
      id: entry.record._id,
      tagIds: entry.record.tagIds,
      genreIds: entry.record.genreIds,
    }));
    const recommendations = [...this.recommendations.all()].map((kept) => ({
      from: kept.record.from,
      to: kept.record.to,
      netVotes: netVotes(voteCounts(kept)),
    }));
    const model = buildSimilarityModel({ projects, ratings, lists, recommendations });
    const next = new Map<string, readonly SimilarTitle[]>();
    for (const [place, { id }] of projects.entries()) {
      if (this.closed) return;
      next.set(id, model.similarTo(id, KEPT_PER_PROJECT));
      if (place % PROJECTS_PER_TURN === PROJECTS_PER_TURN - 1) await nextTurn();
    }
    this.lists = next;
    this.built = new Date();
    this.logger.log(
      `similar titles of ${projects.length} projects in ${Math.round(performance.now() - started)} ms`,
    );
  }
}
