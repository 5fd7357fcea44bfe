import { Injectable } from '@nestjs/common';
import { ProjectVotes } from './project-votes';
import { ReaderMarks } from './reader-marks';

/**
 * What readers' marks say about projects together, for the similar titles (docs/product §A6):
 * every counted vote (untrusted votes left out, §A5.2) and every list entry. Read in the
 * background: the list entries come from the read of every reader's marks (`ReaderMarks.everyone`),
 * which keeps those readers for their own pages too.
 */
@Injectable()
export class ReaderSignals {
  constructor(
    private readonly votes: ProjectVotes,
    private readonly marks: ReaderMarks,
  ) {}

  async read() {
    const everyone = await this.marks.everyone();
    return {
      ratings: [...this.votes.countedVotes()],
      lists: [...everyone].flatMap(([userId, marks]) =>
        [...marks.lists].map(([projectId, { list }]) => ({ userId, projectId, list })),
      ),
    };
  }
}
