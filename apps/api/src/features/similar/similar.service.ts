import { Injectable } from '@nestjs/common';
import {
  DomainError,
  isSpoilerHidden,
  type EndpointParsedQuery,
  type SimilarTitle,
  type SimilarTitles as SimilarTitlesAnswer,
  type SimilarTitleView,
  SIMILAR_WEIGHTS,
  similarTitlesEndpoint,
} from '@vn/domain';
import { CatalogueIndex, presentCard } from '../novels';
import { VocabularyLists } from '../vocabularies';
import { RecommendationsService } from './recommendations.service';
import { SimilarTitles } from './similar-titles';

/** How many similar projects a page shows. */
const SHOWN = 10;
/** How many shared tags a reason names. */
const TAGS_NAMED = 4;
const GENRE = 'genre:';

type Query = EndpointParsedQuery<typeof similarTitlesEndpoint>;

/**
 * «Похожие» of a project (docs/product §A6): its kept list, without removed projects, only those
 * with a complete Russian translation when asked, each with the reasons a reader is shown — spoiler
 * tags named only to a reader who shows them.
 */
@Injectable()
export class SimilarService {
  constructor(
    private readonly titles: SimilarTitles,
    private readonly index: CatalogueIndex,
    private readonly vocabularies: VocabularyLists,
    private readonly recommendations: RecommendationsService,
  ) {}

  similarTo(novelId: string, query: Query): SimilarTitlesAnswer {
    const entry = this.index.get(novelId);
    if (!entry || entry.record.removed) throw DomainError.of('notFound');
    const items: SimilarTitleView[] = [];
    for (const title of this.titles.of(novelId)) {
      if (items.length === SHOWN) break;
      const other = this.index.get(title.id);
      if (!other || other.record.removed) continue;
      if (query.translation === 'complete' && other.translation.percent !== 100) continue;
      items.push({
        project: presentCard(other, this.index.ratingsOf(other), null),
        score: title.score,
        parts: title.parts,
        reasons: {
          sharedTags: this.namedTags(title, query.spoilers === 'show'),
          highBoth: title.highBoth,
          listedBoth: title.listedBoth,
          recommendations: {
            count: title.recommended,
            text: this.recommendations.bestBetween(novelId, title.id)?.record.reason ?? null,
          },
        },
      });
    }
    return {
      items,
      weights: { ...SIMILAR_WEIGHTS },
      builtAt: this.titles.builtAt()?.toISOString() ?? null,
    };
  }

  private namedTags(
    title: SimilarTitle,
    showSpoilers: boolean,
  ): SimilarTitleView['reasons']['sharedTags'] {
    const named: SimilarTitleView['reasons']['sharedTags'] = [];
    for (const id of title.sharedTags) {
      if (named.length === TAGS_NAMED) break;
      const isGenre = id.startsWith(GENRE);
      const record = isGenre
        ? this.vocabularies.get('genres', id.slice(GENRE.length))
        : this.vocabularies.get('tags', id);
      if (!record) continue;
      // A tag marked as a spoiler (docs/product §A5.6) is named only to a reader who shows them.
      if (!isGenre && isSpoilerHidden(record, { showSpoilerTags: showSpoilers })) continue;
      named.push({ _id: record._id, value: record.value, kind: isGenre ? 'genre' : 'tag' });
    }
    return named;
  }
}
