import {
  ACTIVE_TRANSLATIONS_PAGE_SIZE,
  activeTranslationSortLabels,
  activeTranslationSorts,
  defaultTranslationsFilter,
  landingPageMeta,
  translationStageLabels,
  translationStages,
  translationStatusLabels,
  translationStatuses,
  translationsFilterOf,
  translationsHref,
  type ActiveTranslationSort,
  type TranslationStage,
  type TranslationStatus,
  type TranslationsFilter,
} from '@vn/domain';
import { Button, Checkbox, ComboBox, EmptyState, Icon, Link, Select } from '@vn/ui';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { Loaded } from '../../app/load-failure';
import { usePageMeta } from '../../app/page-title';
import { ActiveTranslationItem } from '../../translations/ActiveTranslationItem';
import { list } from '../../translations/ActiveTranslationItem.css';
import { findGroups, useActiveTranslations, useFilterGroup } from './use-active-translations';
import * as styles from './TranslationsPage.css';

/** docs/product §A1.10. */
export const TRANSLATIONS_TITLE = landingPageMeta.translations.title;
/** The toast when the list does not come (ours, in the words of "Не удалось загрузить …"). */
export const TRANSLATIONS_LOAD_FAILED = 'Не удалось загрузить переводы';

/** Ours: the group an address names is not (or no longer) a translator group. */
export const GROUP_NOT_FOUND = 'Группа не найдена';

/** The status select's keys: the default (those in the making), every status, or one. */
const IN_MAKING = 'inMaking';
const statusItems = [
  { id: IN_MAKING, label: 'В работе' },
  { id: 'all', label: 'Все' },
  ...translationStatuses.map((status) => ({ id: status, label: translationStatusLabels[status] })),
];

const ANY_STAGE = 'any';
const stageItems = [
  { id: ANY_STAGE, label: 'Любой' },
  ...translationStages.map((stage) => ({ id: stage, label: translationStageLabels[stage] })),
];

const sortItems = activeTranslationSorts.map((sort) => ({
  id: sort,
  label: activeTranslationSortLabels[sort],
}));

/**
 * /translations (docs/product §A1.10): the translations in the making site-wide, 20 a page, filtered
 * by status, a stage under way, a group and the quiet ones, newest update or highest percent first.
 * Filters, order and page live in the address; a change of filter starts at the first page.
 */
export function TranslationsPage() {
  // The same title and description the server writes into the first HTML (translations-page-head.ts).
  usePageMeta(landingPageMeta.translations);
  const [search] = useSearchParams();
  const filter = translationsFilterOf(Object.fromEntries(search));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TRANSLATIONS_TITLE}</h1>
      <TranslationsFilters filter={filter} />
      {filter.group && <FilterGroup filter={filter} groupId={filter.group} />}
      <TranslationsList filter={filter} />
    </div>
  );
}

/** How many of the filters an address sets (the order is not one), for «Фильтры (2)». */
function filtersSet(filter: TranslationsFilter): number {
  return [filter.status, filter.stage, filter.group, filter.stalled || null].filter(
    (value) => value !== null,
  ).length;
}

/**
 * The filters: always shown from 600 px up; on a phone folded under «Фильтры» (with how many are
 * set), as the catalogue's are, so the first translations are on the first screen. Both are in the
 * first HTML and CSS picks one, so the server needs no width and nothing moves when it hydrates.
 */
function TranslationsFilters({ filter }: { filter: TranslationsFilter }) {
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const groupId = useId();
  const set = filtersSet(filter);
  const go = (change: Partial<TranslationsFilter>) =>
    void navigate(translationsHref({ ...filter, ...change, page: 0 }));
  return (
    <>
      <Button
        className={styles.filtersToggle}
        variant="secondary"
        aria-expanded={isOpen}
        aria-controls={groupId}
        onPress={() => setOpen((open) => !open)}
      >
        <Icon icon={SlidersHorizontal} />
        {set > 0 ? `Фильтры (${set})` : 'Фильтры'}
      </Button>
      <div
        id={groupId}
        className={styles.filters}
        data-folded={isOpen ? undefined : ''}
        role="group"
        aria-label="Фильтры"
      >
        <Select
          label="Статус"
          items={statusItems}
          selectedKey={filter.status ?? IN_MAKING}
          onSelectionChange={(key: Key | null) =>
            go({
              status: key === IN_MAKING || key === null ? null : (key as TranslationStatus | 'all'),
            })
          }
        />
        <Select
          label="Этап"
          items={stageItems}
          selectedKey={filter.stage ?? ANY_STAGE}
          onSelectionChange={(key: Key | null) =>
            go({ stage: key === ANY_STAGE || key === null ? null : (key as TranslationStage) })
          }
        />
        <Select
          label="Сортировка"
          items={sortItems}
          selectedKey={filter.sort}
          onSelectionChange={(key: Key | null) =>
            go({ sort: (key as ActiveTranslationSort | null) ?? defaultTranslationsFilter.sort })
          }
        />
        <GroupPicker onChoose={(group) => go({ group })} />
        <Checkbox
          label="Только затихшие"
          isSelected={filter.stalled}
          onChange={(stalled) => go({ stalled })}
        />
      </div>
    </>
  );
}

/**
 * The group filter (ours: docs/product §A1.10 keeps a group in the address, and this is how a
 * reader puts one there from the page): the groups whose name has what is typed, and a choice
 * narrows the list. The field empties after a choice; «Группа: …» below names the one chosen.
 */
function GroupPicker({ onChoose }: { onChoose: (groupId: string) => void }) {
  return (
    <ComboBox
      label="Группа"
      placeholder="Название группы"
      clearAfterChoice
      onSearch={findGroups}
      onChange={(key) => {
        if (key !== null) onChoose(String(key));
      }}
    />
  );
}

/**
 * «Группа: Team Лето» and the way back to every group (its name once it has come). A group that is
 * no more (an old link) is said so (ours), rather than waiting for a name forever.
 */
function FilterGroup({ filter, groupId }: { filter: TranslationsFilter; groupId: string }) {
  const { data, error } = useFilterGroup(groupId);
  const named = data ? `Группа: ${data.translator.name}` : error ? GROUP_NOT_FOUND : 'Группа: …';
  return (
    <p className={styles.group}>
      <span>{named}</span>
      <Link href={translationsHref({ ...filter, group: null, page: 0 })}>Все группы</Link>
    </p>
  );
}

function TranslationsList({ filter }: { filter: TranslationsFilter }) {
  const load = useActiveTranslations(filter);
  return (
    <Loaded load={load} failureMessage={TRANSLATIONS_LOAD_FAILED}>
      {(data) => {
        const pageCount = Math.ceil(data.count / ACTIVE_TRANSLATIONS_PAGE_SIZE);
        return (
          <div className={styles.results}>
            {/* Ours: how many the filters found, said again to a screen reader as they change. */}
            <p className={styles.count} aria-live="polite">
              {data.count > 0 ? `Найдено: ${data.count}` : ''}
            </p>
            {data.translations.length === 0 ? (
              <EmptyState kind="nothingFound" />
            ) : (
              <ul className={list} aria-label={TRANSLATIONS_TITLE}>
                {data.translations.map((translation) => (
                  <ActiveTranslationItem key={translation._id} translation={translation} />
                ))}
              </ul>
            )}
            <AddressPaginator
              page={Math.min(filter.page, pageCount - 1)}
              pageCount={pageCount}
              hrefOf={(page) => translationsHref({ ...filter, page })}
            />
          </div>
        );
      }}
    </Loaded>
  );
}
