import { Injectable } from '@nestjs/common';
import { readingLists } from '@vn/domain';
import { CounterRepair, type CounterSet, type Counts } from '../../platform/database';
import {
  CatalogueIndex,
  NovelsRepository,
  type NovelCounters,
  type ProjectCounter,
} from '../novels';
import { ReadingRepository } from './reading.repository';

const listField = (list: string) => `listCounts.${list}`;

/**
 * A project's counters of readers' marks: the sum and number of its ratings, and how many readers
 * have it on each list, counted again from the ratings and list entries when they drift (a process
 * stopped between the mark's write and the counters' `$inc`).
 */
@Injectable()
export class ProjectMarkCounters implements CounterSet {
  readonly name = 'project marks';
  readonly fields = ['ratingSum', 'ratedUsers', ...readingLists.map(listField)];

  constructor(
    private readonly marks: ReadingRepository,
    private readonly novels: NovelsRepository,
    private readonly index: CatalogueIndex,
    repair: CounterRepair,
  ) {
    repair.register(this);
  }

  async stored(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const stored = await this.novels.countersOf(ids);
    return new Map([...stored].map(([id, record]) => [id, storedMarkCounts(record)]));
  }

  async counted(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const counts = new Map<string, Counts>();
    const add = (novelId: string, field: string, amount: number) => {
      const project = counts.get(novelId) ?? {};
      project[field] = (project[field] ?? 0) + amount;
      counts.set(novelId, project);
    };
    for (const { novelId, rating } of await this.marks.ratingsOfProjects(ids)) {
      add(novelId, 'ratingSum', rating);
      add(novelId, 'ratedUsers', 1);
    }
    for (const { novelId, list } of await this.marks.listEntriesOfProjects(ids)) {
      add(novelId, listField(list), 1);
    }
    return counts;
  }

  async repair(id: string, expected: Counts, actual: Counts): Promise<boolean> {
    const repaired = await this.novels.repairCounters(
      id,
      expected as Partial<Record<ProjectCounter, number>>,
      actual as Partial<Record<ProjectCounter, number>>,
    );
    const entry = this.index.get(id);
    if (repaired && entry && expected['ratingSum'] !== actual['ratingSum']) {
      // The ratings derived from the sums, stored for readers of the database itself.
      const { rating, bRating, mixRating } = this.index.ratingsOf(entry);
      await this.novels.setRatings(id, { rating, bRating, mixRating });
    }
    return repaired;
  }
}

function storedMarkCounts(record: NovelCounters): Counts {
  const counts: Counts = { ratingSum: record.ratingSum ?? 0, ratedUsers: record.ratedUsers ?? 0 };
  for (const list of readingLists) counts[listField(list)] = record.listCounts?.[list] ?? 0;
  return counts;
}
