import { searchVocabulary, vocabularyTitle, type TagEntry, type VocabularyKind } from '@vn/domain';
import { EmptyState, SearchField } from '@vn/ui';
import { useMemo, useRef, useState } from 'react';
import type { VocabularyActions } from './use-vocabulary-admin';
import { VocabularyEntryRow } from './VocabularyEntryRow';
import * as styles from './FiltersPage.css';

export interface VocabularyListProps {
  kind: VocabularyKind;
  /** Tags may carry the spoiler mark (docs/product §A5.6). */
  entries: readonly TagEntry[];
  /** The search of the address. */
  search: string;
  onSearchChange: (search: string) => void;
  actions: VocabularyActions;
}

/**
 * One vocabulary, searchable (docs/product §2.2 /filters). The search filters the list in place: the whole
 * vocabulary is already here (`GET /api/filters`), a few hundred entries at most.
 */
export function VocabularyList({
  kind,
  entries,
  search,
  onSearchChange,
  actions,
}: VocabularyListProps) {
  const title = vocabularyTitle(kind);
  // Typed here and mirrored into the address, so the field never waits for the router.
  const [text, setText] = useState(search);
  const searchField = useRef<HTMLInputElement>(null);
  // Entries renamed under this search stay in sight even when the new name no longer matches it:
  // the staff member sees what they did, and the keyboard focus has a row to come back to.
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());

  const shown = useMemo(() => {
    const found = new Set(searchVocabulary(entries, text).map((entry) => entry._id));
    return entries.filter((entry) => found.has(entry._id) || kept.has(entry._id));
  }, [entries, text, kept]);

  return (
    <>
      <SearchField
        ref={searchField}
        className={styles.search}
        label={`Найти: ${title.toLowerCase()}`}
        placeholder="Название"
        value={text}
        onChange={(next) => {
          setText(next);
          setKept(new Set());
          onSearchChange(next);
        }}
      />
      <p className={styles.count} aria-live="polite">
        {text.trim() ? `Найдено: ${shown.length} из ${entries.length}` : `Всего: ${entries.length}`}
      </p>
      {shown.length === 0 ? (
        <EmptyState kind={text.trim() ? 'nothingFound' : 'nothing'} />
      ) : (
        <ul className={styles.list} aria-label={title}>
          {shown.map((entry) => (
            <VocabularyEntryRow
              key={entry._id}
              kind={kind}
              entry={entry}
              entries={entries}
              actions={actions}
              onRenamed={(id) => setKept((ids) => new Set([...ids, id]))}
              onRemoving={() => searchField.current?.focus()}
            />
          ))}
        </ul>
      )}
    </>
  );
}
