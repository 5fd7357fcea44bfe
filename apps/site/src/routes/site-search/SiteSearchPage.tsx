import { siteSearchKindLabels, siteSearchKinds, type SiteSearchResult } from '@vn/domain';
import { EmptyState, Link, SearchField } from '@vn/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { AddressTabs } from '../../app/AddressTabs';
import { Loaded } from '../../app/load-failure';
import { usePageTitle } from '../../app/page-title';
import { SearchHits } from './SearchHits';
import {
  siteSearchFilterOf,
  siteSearchHref,
  siteSearchTabs,
  type SiteSearchFilter,
  type SiteSearchTab,
} from '../../search/site-search-address';
import * as styles from './SiteSearchPage.css';
import { SITE_SEARCH_PAGE_SIZE, useSiteSearch } from './use-site-search';

/** /search (docs/product §A7.3): everything the site has for a text, a tab per kind. */
export function SiteSearchPage() {
  const [search] = useSearchParams();
  const filter = siteSearchFilterOf(search);
  usePageTitle(filter.q ? `Поиск: ${filter.q}` : 'Поиск');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Поиск</h1>
      <SearchText filter={filter} />
      {filter.q === '' ? (
        <EmptyState text="Введите, что искать: проект, статью, группу переводчиков или человека" />
      ) : (
        <Results filter={filter} />
      )}
    </div>
  );
}

/** The text searched, to change here as well as in the top bar: Enter opens its address. */
function SearchText({ filter }: { filter: SiteSearchFilter }) {
  const navigate = useNavigate();
  const [text, setText] = useState(filter.q);
  const [shownQuery, setShownQuery] = useState(filter.q);
  // The address changed by other means (the top bar, back): the box shows it (state adjusted
  // while rendering, React's way for state that follows a prop).
  if (filter.q !== shownQuery) {
    setShownQuery(filter.q);
    setText(filter.q);
  }
  return (
    <SearchField
      className={styles.search}
      label="Что искать"
      value={text}
      onChange={setText}
      onSubmit={(value) => void navigate(siteSearchHref({ ...filter, q: value.trim(), page: 0 }))}
    />
  );
}

const total = (result: SiteSearchResult) =>
  siteSearchKinds.reduce((sum, kind) => sum + result[kind].count, 0);

function tabLabel(tab: SiteSearchTab, result: SiteSearchResult): string {
  return tab === 'all'
    ? `Все (${total(result)})`
    : `${siteSearchKindLabels[tab]} (${result[tab].count})`;
}

function Results({ filter }: { filter: SiteSearchFilter }) {
  const load = useSiteSearch(filter);
  return (
    <Loaded load={load} failureMessage="Не удалось выполнить поиск">
      {(result) => (
        <AddressTabs
          label="Что показать"
          tabs={siteSearchTabs}
          selected={filter.tab}
          labelOf={(tab) => tabLabel(tab, result)}
          hrefOf={(tab) => siteSearchHref({ ...filter, tab, page: 0 })}
          panelClassName={styles.stack.lg}
        >
          {total(result) === 0 ? (
            <EmptyState kind="nothingFound" />
          ) : filter.tab === 'all' ? (
            <EveryKind filter={filter} result={result} />
          ) : (
            <OneKind filter={filter} result={result} kind={filter.tab} />
          )}
        </AddressTabs>
      )}
    </Loaded>
  );
}

/** «Все»: each kind that found something, its first few and the way to the rest. */
function EveryKind({ filter, result }: { filter: SiteSearchFilter; result: SiteSearchResult }) {
  return siteSearchKinds
    .filter((kind) => result[kind].count > 0)
    .map((kind) => (
      <section key={kind} className={styles.stack.sm} aria-labelledby={`search-${kind}`}>
        <div className={styles.kindHeader}>
          <h2 id={`search-${kind}`} className={styles.sectionHeading}>
            {siteSearchKindLabels[kind]}
          </h2>
          {result[kind].count > result[kind].items.length && (
            <Link href={siteSearchHref({ ...filter, tab: kind, page: 0 })}>
              Показать все: {result[kind].count}
            </Link>
          )}
        </div>
        <SearchHits
          kind={kind}
          result={result}
          query={filter.q}
          label={siteSearchKindLabels[kind]}
        />
      </section>
    ));
}

function OneKind({
  filter,
  result,
  kind,
}: {
  filter: SiteSearchFilter;
  result: SiteSearchResult;
  kind: Exclude<SiteSearchTab, 'all'>;
}) {
  const { count } = result[kind];
  if (count === 0) return <EmptyState kind="nothingFound" />;
  const pageCount = Math.ceil(count / SITE_SEARCH_PAGE_SIZE);
  return (
    <>
      <SearchHits kind={kind} result={result} query={filter.q} label={siteSearchKindLabels[kind]} />
      <AddressPaginator
        page={Math.min(filter.page, pageCount - 1)}
        pageCount={pageCount}
        hrefOf={(page) => siteSearchHref({ ...filter, page })}
      />
    </>
  );
}
