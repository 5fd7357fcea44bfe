import {
  defaultFilter,
  filterToQuery,
  LIMITS,
  type CatalogueRoute,
  type FilterSection,
  type NovelFilter,
  type Preset,
} from '@vn/domain';
import { clsx } from 'clsx';
import { RotateCcw } from 'lucide-react';
import { Button } from '../Button';
import { FilterPanelGeneral } from './FilterPanelGeneral';
import { FilterPanelGroup } from './FilterPanelGroup';
import { FilterPanelPlatforms } from './FilterPanelPlatforms';
import { FilterPanelPresets } from './FilterPanelPresets';
import { FilterPanelVocabularies } from './FilterPanelVocabularies';
import * as styles from './FilterPanel.css';

export interface FilterPanelProps {
  /** The catalogue filter (controlled). */
  value: NovelFilter;
  /**
   * The filter after a control changed. Every change starts again from the first page, as a new
   * filter describes a new list.
   */
  onChange: (next: NovelFilter) => void;
  /** The route the panel filters: "Сбросить" restores its default filter (docs/product §2.2). */
  route: CatalogueRoute;
  /** The tag vocabulary. */
  tags: readonly string[];
  /** The genre vocabulary. */
  genres: readonly string[];
  /** The platform vocabulary, in any order: it is shown in the domain's platform order (§9). */
  platforms: readonly string[];
  /** The sections to choose from (for /games, `gameSectionTabs`); without them there is no choice. */
  sections?: readonly FilterSection[];
  /**
   * The release years offered, newest first.
   * @default the current year down to 1970
   */
  years?: readonly number[];
  /**
   * The reader's saved presets. Without them (a guest) the presets group is not shown (docs/product §1:
   * saving presets is for registered users).
   */
  presets?: readonly Preset[];
  /** A preset was chosen; the app applies it (`applyPreset`). */
  onApplyPreset?: (preset: Preset) => void;
  /** Save the current filter under a name, already checked against the presets (§5) and trimmed. */
  onSavePreset?: (name: string) => void;
  /** Rename a preset; the new name is checked (§5) and trimmed. */
  onRenamePreset?: (oldName: string, newName: string) => void;
  /** Delete a preset, after the reader confirmed it. */
  onDeletePreset?: (name: string) => void;
  className?: string;
}

/**
 * The catalogue's filters (docs/product §2.2 /novels and /games, §3 the novel filter state): presets,
 * section, rating, release year, tags and genres to include and to exclude, platforms and length,
 * and "Сбросить" back to the route's default filter. Controlled: every control reports the whole
 * next filter. A column at every width; on a phone the app shows it in a drawer or dialog.
 */
export function FilterPanel({
  value,
  onChange,
  route,
  tags,
  genres,
  platforms,
  sections,
  years,
  presets,
  onApplyPreset,
  onSavePreset,
  onRenamePreset,
  onDeletePreset,
  className,
}: FilterPanelProps) {
  const change = (part: Partial<NovelFilter>) =>
    onChange({ ...value, ...part, page: LIMITS.firstPage });
  const isDefault = Object.keys(filterToQuery(value, route)).length === 0;

  return (
    <div className={clsx(styles.filterPanel, className)}>
      {presets && (
        <FilterPanelGroup legend="Пресеты">
          <FilterPanelPresets
            value={value}
            presets={presets}
            onApplyPreset={onApplyPreset}
            onSavePreset={onSavePreset}
            onRenamePreset={onRenamePreset}
            onDeletePreset={onDeletePreset}
          />
        </FilterPanelGroup>
      )}

      <FilterPanelGroup legend="Общее">
        <FilterPanelGeneral value={value} change={change} sections={sections} years={years} />
      </FilterPanelGroup>

      <FilterPanelGroup legend="Теги и жанры">
        <FilterPanelVocabularies value={value} change={change} tags={tags} genres={genres} />
      </FilterPanelGroup>

      <FilterPanelGroup legend="Платформы и длина">
        <FilterPanelPlatforms value={value} change={change} platforms={platforms} />
      </FilterPanelGroup>

      <div className={styles.filterPanelFooter}>
        <Button
          variant="secondary"
          isDisabled={isDefault}
          onPress={() => onChange(defaultFilter(route))}
        >
          <RotateCcw size="1.1em" aria-hidden />
          Сбросить
        </Button>
      </div>
    </div>
  );
}
