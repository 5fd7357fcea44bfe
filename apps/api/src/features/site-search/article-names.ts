import { Injectable } from '@nestjs/common';
import { postPlainText, type PostSection, type SearchQuery } from '@vn/domain';
import { WholeReadModel } from '../../platform/database';
import { PostsRepository, type PostRecord } from '../posts';
import { NamedIndex, type Found } from './named-index';

/** An article as the site-wide search finds and shows it. */
export interface SearchedArticle {
  _id: string;
  countId: number;
  title: string;
  section: PostSection;
  createdAt: Date;
  /** What a reader sees of its body, for the excerpt around the match. */
  text: string;
  /** When its title or body last changed: a write that changed neither is not indexed again. */
  updatedAt: Date;
}

/** Newest first, as the articles list (ties by number, which grows with time). */
const newestFirst = (a: SearchedArticle, b: SearchedArticle) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.countId - a.countId;

/**
 * Every published article, found by its title and its text (docs/product §A7.3), in memory
 * (docs/architecture.md § Read models): read whole at start and kept current from the articles'
 * repository, this instance's writes and the others'. The repository answers live articles only,
 * and a deleted one comes as gone, so nothing deleted is ever found. The title is the searched
 * name and the text an alternative name, so a title match ranks above one in the text.
 */
@Injectable()
export class ArticleNames extends WholeReadModel<PostRecord> {
  private readonly index = new NamedIndex<SearchedArticle>();

  constructor(private readonly records: PostsRepository) {
    super(records.changes);
  }

  async reload(): Promise<void> {
    const records = await this.records.all();
    this.index.clear();
    for (const record of records) this.put(record);
  }

  /** The articles the query finds: by rank, then newest first. */
  /** Moves on every change of what is found or shown (see `NamedIndex.version`). */
  get version(): number {
    return this.index.version;
  }

  find(query: SearchQuery): Found<SearchedArticle>[] {
    return this.index.find(query, newestFirst);
  }

  protected put(record: PostRecord): void {
    const previous = this.index.get(record._id);
    if (
      previous &&
      previous.title === record.title &&
      previous.updatedAt.getTime() === record.updatedAt.getTime()
    ) {
      // A view or a comment counted: nothing the search reads.
      this.index.replace(record._id, { ...previous, section: record.section });
      return;
    }
    const text = postPlainText(record.body);
    this.index.set(
      record._id,
      { name: record.title, alternativeNames: text === '' ? [] : [text] },
      {
        _id: record._id,
        countId: record.countId,
        title: record.title,
        section: record.section,
        createdAt: record.createdAt,
        text,
        updatedAt: record.updatedAt,
      },
    );
  }

  protected delete(id: string): void {
    this.index.delete(id);
  }

  /** No write changes every article at once; should one, every article is read again. */
  protected update(): Promise<void> {
    return this.reload();
  }
}
