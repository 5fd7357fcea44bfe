import {
  groupProjectsCount,
  matchedParts,
  postSectionLabels,
  profilePath,
  translatorHref,
  type ArticleHit,
  type SiteSearchKind,
  type SiteSearchResult,
  type TranslatorListItem,
  type UserRef,
} from '@vn/domain';
import { Avatar, Link, MatchedText, NovelGrid } from '@vn/ui';
import { useAppearance } from '../../appearance/appearance-store';
import { novelCardProps } from '../../catalogue/cards';
import * as styles from './SiteSearchPage.css';

/** A text with what the query matched marked (docs/product §A7.2), as the suggestions show it. */
function Marked({ text, query }: { text: string; query: string }) {
  return <MatchedText parts={matchedParts(text, query)} />;
}

function ArticleHits({ items, query }: { items: readonly ArticleHit[]; query: string }) {
  return (
    <ul className={styles.hits}>
      {items.map((article) => (
        <li key={article._id} className={styles.hit}>
          <Link href={`/posts/${article.countId}`} variant="quiet" className={styles.hitName}>
            <Marked text={article.title} query={query} />
          </Link>
          <span className={styles.muted}>{postSectionLabels[article.section]}</span>
          {article.excerpt && (
            <p className={styles.excerpt}>
              <Marked text={article.excerpt} query={query} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function GroupHits({ items, query }: { items: readonly TranslatorListItem[]; query: string }) {
  return (
    <ul className={styles.hits}>
      {items.map((group) => (
        <li key={group._id} className={styles.hit}>
          <Link href={translatorHref(group)} variant="quiet" className={styles.hitName}>
            <Marked text={group.name} query={query} />
          </Link>
          <span className={styles.muted}>{groupProjectsCount(group.novelsCount)}</span>
        </li>
      ))}
    </ul>
  );
}

function PeopleHits({ items, query }: { items: readonly UserRef[]; query: string }) {
  return (
    <ul className={styles.hits}>
      {items.map((person) => (
        <li key={person._id} className={styles.person}>
          {/* The name beside it says whose it is. */}
          <Avatar name={person.username} src={person.avatar?.preview ?? null} aria-hidden />
          <Link href={profilePath(person.username)} variant="quiet" className={styles.hitName}>
            <Marked text={person.username} query={query} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One kind's items as its tab and the «Все» tab show them, `label` naming the list. */
export function SearchHits({
  kind,
  result,
  query,
  label,
}: {
  kind: SiteSearchKind;
  result: SiteSearchResult;
  query: string;
  label: string;
}) {
  const appearance = useAppearance();
  switch (kind) {
    case 'novels':
      return (
        <NovelGrid
          label={label}
          novels={result.novels.items.map((card) => novelCardProps(card, 'mixRating', appearance))}
          emptyKind="nothingFound"
        />
      );
    case 'articles':
      return <ArticleHits items={result.articles.items} query={query} />;
    case 'groups':
      return <GroupHits items={result.groups.items} query={query} />;
    case 'people':
      return <PeopleHits items={result.people.items} query={query} />;
  }
}
