import { Injectable } from '@nestjs/common';
import {
  novelsQuerySchema,
  prepareQuery,
  textAroundMatch,
  type ArticleHit,
  type SiteSearchKind,
  type SiteSearchQuery,
  type SiteSearchResult,
  type UserRef,
} from '@vn/domain';
import { GuestAnswers, type SerializedResult } from '../../platform/http';
import type { Viewer } from '../../platform/session';
import { CatalogueService } from '../catalogue';
import { TranslatorsService } from '../translators';
import type { UserNameRecord } from '../users';
import { ArticleNames, type SearchedArticle } from './article-names';
import { GroupNames } from './group-names';
import type { Found } from './named-index';
import { PeopleNames } from './people-names';

/** Which of a kind's finds an answer carries: from `start`, at most `limit`, or none (`items` off). */
interface Window {
  start: number;
  limit: number;
  items: boolean;
}

const userRef = ({ _id, username, avatar }: UserNameRecord): UserRef => ({
  _id,
  username,
  ...(avatar && { avatar }),
});

/**
 * One search box for the whole site (docs/product §A7.3, ours): projects as the catalogue finds
 * them, articles, translator groups and people, each by the forgiving rules of ADR 0010. Every
 * kind is looked up in memory (docs/architecture.md § Read models): the catalogue's own index, and
 * the three indexes of this feature, built at start and kept current by their records' changes.
 */
@Injectable()
export class SiteSearchService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly translators: TranslatorsService,
    private readonly articles: ArticleNames,
    private readonly groups: GroupNames,
    private readonly people: PeopleNames,
  ) {}

  private readonly guestAnswers = new GuestAnswers('site search');

  /**
   * Every kind's count; the items of the kind asked for (its page), or each kind's first `limit`
   * when none is. A text with nothing searchable left (only punctuation) finds nothing: the
   * catalogue would read it as no search at all and answer every project.
   */
  search(
    viewer: Viewer | null,
    query: SiteSearchQuery,
  ): Promise<SiteSearchResult | SerializedResult> {
    if (viewer) return this.answer(viewer, query);
    // Guests' answers are kept, serialized, until anything they were made from changes: the
    // suggestions ask again for each text typed, and many readers type the same names.
    const version = [
      this.catalogue.version,
      this.articles.version,
      this.groups.version,
      this.people.version,
    ].join(':');
    const { q, kind, page, limit } = query;
    return this.guestAnswers.get(version, JSON.stringify([q, kind, page, limit]), () =>
      this.answer(null, query),
    );
  }

  private async answer(viewer: Viewer | null, query: SiteSearchQuery): Promise<SiteSearchResult> {
    const prepared = prepareQuery(query.q);
    if (!prepared) {
      const none = { items: [], count: 0 };
      return { novels: none, articles: none, groups: none, people: none };
    }
    const windowOf = (kind: SiteSearchKind): Window => {
      if (query.kind === undefined) return { start: 0, limit: query.limit, items: true };
      if (query.kind !== kind) return { start: 0, limit: query.limit, items: false };
      return { start: query.page * query.limit, limit: query.limit, items: true };
    };
    const page = <T, R>(kind: SiteSearchKind, found: Found<T>[], present: (item: T) => R) => {
      const { start, limit, items } = windowOf(kind);
      return {
        items: items ? found.slice(start, start + limit).map(({ item }) => present(item)) : [],
        count: found.length,
      };
    };
    return {
      novels: await this.novels(viewer, query.q, windowOf('novels')),
      articles: page('articles', this.articles.find(prepared), (article) =>
        this.articleHit(article, query.q),
      ),
      groups: page('groups', this.groups.find(prepared), (group) =>
        this.translators.listItem(group),
      ),
      people: page('people', this.people.find(prepared), userRef),
    };
  }

  /**
   * Exactly what `GET /api/novels?search=q&section=all` finds, in its order (its default sort) and
   * as its cards for this viewer: the page asked of the catalogue's own index.
   */
  private async novels(viewer: Viewer | null, text: string, { start, limit, items }: Window) {
    const { entries, count } = this.catalogue.matching(
      novelsQuerySchema.parse({ search: text, section: 'all', page: start / limit, limit }),
    );
    return { items: items ? await this.catalogue.cards(viewer, entries) : [], count };
  }

  private articleHit(article: SearchedArticle, text: string): ArticleHit {
    return {
      _id: article._id,
      countId: article.countId,
      title: article.title,
      section: article.section,
      excerpt: textAroundMatch(article.text, text),
    };
  }
}
