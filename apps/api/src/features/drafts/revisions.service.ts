import { Injectable } from '@nestjs/common';
import { DomainError, type Revision, type RevisionChange } from '@vn/domain';
import { CatalogueIndex } from '../novels';
import { contentDiff } from './draft-value';
import type { RevisionRecord } from './draft.schema';
import { DraftsRepository } from './drafts.repository';

/**
 * A project's history (docs/product §2.3 "О странице"): every applied draft is a revision, listed
 * newest first, and any two can be compared field by field — what a catalogue people trust shows
 * about its data.
 */
@Injectable()
export class RevisionsService {
  constructor(
    private readonly drafts: DraftsRepository,
    private readonly index: CatalogueIndex,
  ) {}

  async list(novelId: string): Promise<{ revisions: Revision[] }> {
    const revisions = await this.revisionsOf(novelId);
    return { revisions: revisions.reverse().map(present) };
  }

  /** The changes from revision `from` (0: before the project existed) to revision `to`. */
  async diff(
    novelId: string,
    from: number,
    to: number,
  ): Promise<{ from: number; to: number; changes: RevisionChange[] }> {
    const revisions = await this.revisionsOf(novelId);
    const numbered = (number: number) => {
      const revision = revisions.find((each) => each.number === number);
      if (!revision) throw new DomainError('notFound', `Нет ревизии ${number}`);
      return revision;
    };
    const before = from === 0 ? null : numbered(from).content;
    return { from, to, changes: contentDiff(before, numbered(to).content) };
  }

  /** A removed project's history is the moderators' business, as the project is: "Not Found". */
  private async revisionsOf(novelId: string): Promise<RevisionRecord[]> {
    const project = this.index.get(novelId);
    if (!project || project.record.removed) throw DomainError.of('notFound');
    return this.drafts.revisionsOf(novelId);
  }
}

function present(revision: RevisionRecord): Revision {
  return {
    number: revision.number,
    novel: revision.novelId,
    draft: revision.draftId,
    by: revision.by,
    at: revision.at.toISOString(),
    changedFields: revision.changedFields,
  };
}
