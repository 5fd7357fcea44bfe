import { Injectable } from '@nestjs/common';
import { ProjectVotes } from './project-votes';
import { ReadingRepository } from './reading.repository';

/**
 * What readers' marks say about projects together, for the similar titles (docs/product §A6):
 * every counted vote (untrusted votes left out, §A5.2) and every list entry. Read in the
 * background: the list entries come from the database, a full read.
 */
@Injectable()
export class ReaderSignals {
  constructor(
    private readonly votes: ProjectVotes,
    private readonly repository: ReadingRepository,
  ) {}

  async read() {
    const lists = await this.repository.listEntriesOfProjects();
    return {
      ratings: [...this.votes.countedVotes()],
      lists: lists.map((entry) => ({
        userId: entry.userId,
        projectId: entry.novelId,
        list: entry.list,
      })),
    };
  }
}
