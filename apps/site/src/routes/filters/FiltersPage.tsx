import { vocabularyScreenOrder, vocabularyTitle } from '@vn/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressTabs } from '../../app/AddressTabs';
import { Loaded } from '../../app/load-failure';
import { StaffPage } from '../../session/StaffOnly';
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
    <StaffPage action="manageVocabulary" title={PAGE_TITLE}>
      <VocabularyScreen />
    </StaffPage>
  );
}

function VocabularyScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = filtersViewOf(params);
  const vocabulary = useVocabularyAdmin();

  return (
    <AddressTabs
      label="Словари"
      tabs={vocabularyScreenOrder}
      selected={view.kind}
      labelOf={vocabularyTitle}
      hrefOf={(kind) => filtersHref({ kind, search: '' })}
      panelClassName={styles.panel}
    >
      <Loaded
        load={vocabulary}
        failureMessage={FILTERS_LOAD_FAILED}
        failureClassName={styles.failure}
      >
        {(data) => (
          <VocabularyList
            // A new tab starts with its own search and its own kept rows.
            key={view.kind}
            kind={view.kind}
            entries={data[view.kind]}
            search={view.search}
            onSearchChange={(search) =>
              void navigate(filtersHref({ kind: view.kind, search }), { replace: true })
            }
            actions={vocabulary.actions}
          />
        )}
      </Loaded>
    </AddressTabs>
  );
}
