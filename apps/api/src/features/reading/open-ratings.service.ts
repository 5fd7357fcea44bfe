import { Injectable } from '@nestjs/common';
import { DomainError, readerRatingStats, visibleLists, type ReaderRatings } from '@vn/domain';
import type { Viewer } from '../../platform/session';
import { CatalogueIndex } from '../novels';
import { UsersRepository } from '../users';
import { ProjectVotes } from './project-votes';
import { ReaderMarks } from './reader-marks';

/**
 * Open ratings (docs/product §A5, ours): a project's bars and «как считается», and a reader's own
 * ratings beside the site's. Both read memory only: the votes and standings (`ProjectVotes`), the
 * reader's marks and the catalogue index.
 */
@Injectable()
export class OpenRatingsService {
  constructor(
    private readonly votes: ProjectVotes,
    private readonly index: CatalogueIndex,
    private readonly marks: ReaderMarks,
    private readonly users: UsersRepository,
  ) {}

  projectRatings(novelId: string) {
    const entry = this.index.get(novelId);
    if (!entry || entry.record.removed) throw DomainError.of('notFound');
    return this.votes.ratingsOf(novelId, this.index.catalogueMean());
  }

  /** Shown as the reader's ratings are: to the owner always, to others unless the owner hides them. */
  async readerRatings(viewer: Viewer | null, username: string): Promise<ReaderRatings> {
    const owner = await this.users.findByUsername(username);
    if (!owner || owner.removed) throw DomainError.of('notFound');
    const { ratings } = visibleLists(owner.settings, { isOwner: viewer?.user._id === owner._id });
    if (ratings === 'none') throw DomainError.of('notFound');
    const marks = await this.marks.of(owner._id);
    const rated = [...marks.ratings].flatMap(([novelId, { rating }]) => {
      const entry = this.index.get(novelId);
      if (!entry || entry.record.removed) return [];
      return [{ rating, siteRating: this.index.ratingsOf(entry).bRating }];
    });
    return readerRatingStats(rated);
  }
}
