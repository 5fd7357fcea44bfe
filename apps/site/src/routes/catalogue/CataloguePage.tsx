import {
  changeRatingField,
  filterFromQuery,
  filterToQuery,
  gameSectionTabs,
  hasActiveFilters,
  sectionLabels,
  type CatalogueRoute,
  type NovelFilter,
  landingPageMeta,
} from '@vn/domain';
import { Button, Icon, NovelGrid, Paginator, SortBar, Tab, TabList, TabPanel, Tabs } from '@vn/ui';
import { SlidersHorizontal } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyComponent } from '../../app/lazy-route';
import { usePageMeta } from '../../app/page-title';
import { useAppearance } from '../../appearance/appearance-store';
import { novelCardProps } from '../../catalogue/cards';
import { chooseRatingField } from '../../catalogue/chosen-rating-field';
import * as styles from './CataloguePage.css';
import { useNovels } from './use-catalogue';

const CatalogueFilters = lazyComponent(
  'catalogue-filters',
  async () => (await import('./CatalogueFilters')).default,
);

/**
 * /novels and /games (docs/product §2.2): the card grid, sort bar, filters, presets and paging. The whole
 * view lives in the address (`filterToQuery`/`filterFromQuery` of the domain), so back and forward,
 * reloads and shared links reproduce it; every change is a new history entry.
 */
export function CataloguePage({ route }: { route: CatalogueRoute }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromQuery(Object.fromEntries(searchParams), route);
  const appearance = useAppearance();
  const { data, isLoading } = useNovels(filter);
  const meta = landingPageMeta[route];
  usePageMeta(meta);
  const [filtersOpen, setFiltersOpen] = useState(() => hasActiveFilters(filter));
  const filtersId = useId();

  const show = (next: NovelFilter) => {
    // The sort bar's rating field or a preset: the menus' "Рейтинг" follows the choice (§2.1).
    if (next.ratingField !== filter.ratingField) chooseRatingField(next.ratingField);
    setSearchParams(filterToQuery(next, route));
    // A new page of cards starts at the top of the list.
    if (next.page !== filter.page) window.scrollTo({ top: 0 });
  };
  const pageCount = Math.max(1, Math.ceil((data?.count ?? 0) / filter.limit));
  const paginator = (placement: 'top' | 'bottom') =>
    data && data.count > filter.limit ? (
      <Paginator
        className={placement === 'top' ? styles.topPaginator : undefined}
        page={filter.page}
        pageCount={pageCount}
        onPageChange={(page) => show({ ...filter, page })}
        aria-label={placement === 'top' ? 'Страницы (вверху)' : 'Страницы'}
      />
    ) : null;

  const results = (
    <div className={styles.layout}>
      <div className={styles.toolbar}>
        <div className={styles.scrollRow}>
          <SortBar
            sort={filter.sort}
            ratingField={filter.ratingField}
            onSortChange={(sort) => show({ ...filter, sort, page: 0 })}
            onRatingFieldChange={(ratingField) => {
              // §4: changing the rating field while sorting by rating re-sorts descending.
              const { sort } = changeRatingField(filter.sort);
              show({ ...filter, ratingField, sort, page: 0 });
            }}
          />
        </div>
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onPress={() => setFiltersOpen((open) => !open)}
        >
          <Icon icon={SlidersHorizontal} />
          Фильтры
        </Button>
      </div>
      <aside id={filtersId} className={styles.filters} aria-label="Фильтры" hidden={!filtersOpen}>
        {filtersOpen && (
          <Suspense fallback={<p role="status">Загрузка...</p>}>
            <CatalogueFilters filter={filter} route={route} onChange={show} />
          </Suspense>
        )}
      </aside>
      <section className={styles.results} aria-label="Результаты" aria-busy={isLoading}>
        {paginator('top')}
        {data ? (
          <NovelGrid
            label={meta.title}
            // The first row is on the first screen: its posters load at once.
            eagerPosters={5}
            novels={data.novels.map((card) => novelCardProps(card, filter.ratingField, appearance))}
          />
        ) : (
          <p role="status">Загрузка...</p>
        )}
        {paginator('bottom')}
      </section>
    </div>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{meta.title}</h1>
      {route === 'games' ? (
        <Tabs selectedKey={filter.section}>
          <div className={styles.scrollRow}>
            <TabList aria-label="Разделы">
              {gameSectionTabs.map((section) => (
                <Tab
                  key={section}
                  id={section}
                  href={`/games?${new URLSearchParams(filterToQuery({ ...filter, section, page: 0 }, route))}`}
                >
                  {sectionLabels[section]}
                </Tab>
              ))}
            </TabList>
          </div>
          <TabPanel id={filter.section}>{results}</TabPanel>
        </Tabs>
      ) : (
        results
      )}
    </div>
  );
}
