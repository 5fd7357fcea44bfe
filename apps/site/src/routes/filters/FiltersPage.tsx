import { vocabularyScreenOrder, vocabularyTitle } from '@vn/domain';
import { Spinner, Tab, TabList, TabPanel, Tabs } from '@vn/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailure, useFailureToast } from '../../app/load-failure';
import { usePageTitle } from '../../app/page-title';
import { StaffOnly } from '../../session/StaffOnly';
import { filtersHref, filtersViewOf } from './filters-address';
import { useVocabularyAdmin } from './use-vocabulary-admin';
import { VocabularyList } from './VocabularyList';
import * as styles from './FiltersPage.css';

const PAGE_TITLE = 'Фильтры';

/** docs/product §8 Data loading. */
export const FILTERS_LOAD_FAILED = 'Не удалось загрузить фильтры';

/**
 * /filters (docs/product §2.2; §6 "manage genres/platforms/tags"): the genres, platforms and tags, a tab
 * each, each searchable, every entry with rename and delete. Staff only: anyone else gets the
 * not-found page, title included.
 */
export function FiltersPage() {
  return (
    <StaffOnly action="manageVocabulary">
      <VocabularyScreen />
    </StaffOnly>
  );
}

function VocabularyScreen() {
  usePageTitle(PAGE_TITLE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = filtersViewOf(params);
  const { data, error, isLoading, mutate, actions } = useVocabularyAdmin();
  const failed = data === undefined && error !== undefined;

  useFailureToast(failed, FILTERS_LOAD_FAILED);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{PAGE_TITLE}</h1>
      <Tabs selectedKey={view.kind}>
        <div className={styles.scrollRow}>
          <TabList aria-label="Словари">
            {vocabularyScreenOrder.map((kind) => (
              <Tab key={kind} id={kind} href={filtersHref({ kind, search: '' })}>
                {vocabularyTitle(kind)}
              </Tab>
            ))}
          </TabList>
        </div>
        <TabPanel id={view.kind} className={styles.panel}>
          {failed ? (
            <LoadFailure
              message={FILTERS_LOAD_FAILED}
              isRetrying={isLoading}
              onRetry={() => void mutate()}
              className={styles.failure}
            />
          ) : !data ? (
            <Spinner />
          ) : (
            <VocabularyList
              // A new tab starts with its own search and its own kept rows.
              key={view.kind}
              kind={view.kind}
              entries={data[view.kind]}
              search={view.search}
              onSearchChange={(search) =>
                void navigate(filtersHref({ kind: view.kind, search }), { replace: true })
              }
              actions={actions}
            />
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
