import {
  changeRatingField,
  defaultFilter,
  filterToQuery,
  haveSameValues,
  isPresetApplied,
  isSameVocabularyValue,
  LIMITS,
  presetNameProblem,
  ratingFieldLabels,
  ratingFields,
  releaseYearsDownFrom,
  sectionLabels,
  sortPlatforms,
  type CatalogueRoute,
  type FilterSection,
  type NovelFilter,
  type Preset,
  type VocabularyChoice,
} from '@vn/domain';
import { clsx } from 'clsx';
import { Pencil, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CheckboxGroup, type Key } from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../ConfirmDialog';
import { Dialog } from '../Dialog';
import { FieldLabel } from '../Field';
import { LengthRangePicker } from '../LengthRangePicker';
import { Select } from '../Select';
import { TagInput, type TagInputEntry } from '../TagInput';
import { TextField } from '../TextField';
import * as styles from './FilterPanel.css';

export interface FilterPanelProps {
  /** The catalogue filter (controlled). */
  value: NovelFilter;
  /**
   * The filter after a control changed. Every change starts again from the first page, as a new
   * filter describes a new list.
   */
  onChange: (next: NovelFilter) => void;
  /** The route the panel filters: "Сбросить" restores its default filter (SPEC.md §2.2). */
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
   * The reader's saved presets. Without them (a guest) the presets group is not shown (SPEC.md §1:
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

type VocabularyList = 'tags' | 'excludeTags' | 'genres' | 'excludeGenres';

const ANY_YEAR = 'any';

const entriesOf = (values: readonly string[]): TagInputEntry[] =>
  values.map((value) => ({ _id: value, value }));

/** The chosen vocabulary values; typed values that are not in the vocabulary filter nothing. */
const valuesOf = (choices: readonly VocabularyChoice<TagInputEntry>[]): string[] =>
  choices.flatMap((choice) => ('isNew' in choice ? [] : [choice.value]));

const without = (values: readonly string[], removed: readonly string[]): string[] =>
  values.filter((value) => !removed.some((other) => isSameVocabularyValue(value, other)));

interface PresetNameFormProps {
  initialName: string;
  submitLabel: string;
  /** The problem with a name (SPEC.md §5), or null. */
  problemOf: (name: string) => string | null;
  onSubmit: (name: string) => void;
  close: () => void;
}

/** The name field of the save and rename dialogs; the error shows in the field on submit. */
function FilterPanelPresetNameForm({
  initialName,
  submitLabel,
  problemOf,
  onSubmit,
  close,
}: PresetNameFormProps) {
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemOf(name);
    setProblem(found);
    if (found !== null) return;
    onSubmit(name.trim());
    close();
  };
  return (
    <form className={styles.filterPanelForm} onSubmit={submit} noValidate>
      <TextField
        label="Название"
        value={name}
        onChange={(next) => {
          setName(next);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
        autoFocus
      />
      <div className={styles.filterPanelFormActions}>
        <Button variant="secondary" onPress={close}>
          Отмена
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}

type PresetDialog = 'save' | 'rename' | 'delete' | null;

interface PresetsProps {
  value: NovelFilter;
  presets: readonly Preset[];
  onApplyPreset?: (preset: Preset) => void;
  onSavePreset?: (name: string) => void;
  onRenamePreset?: (oldName: string, newName: string) => void;
  onDeletePreset?: (name: string) => void;
}

/**
 * The presets group: a choice of the saved presets (showing the one the filter matches), "Сохранить
 * пресет", and renaming or deleting the shown preset.
 */
function FilterPanelPresets({
  value,
  presets,
  onApplyPreset,
  onSavePreset,
  onRenamePreset,
  onDeletePreset,
}: PresetsProps) {
  const [dialog, setDialog] = useState<PresetDialog>(null);
  const applied = presets.find((preset) => isPresetApplied(value, preset)) ?? null;
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setDialog(null);
  };
  return (
    <div className={styles.filterPanelPresets}>
      <div className={styles.filterPanelPresetChoice}>
        <Select
          label="Пресет"
          placeholder={presets.length === 0 ? 'Нет пресетов' : 'Не выбран'}
          items={presets.map((preset) => ({ id: preset.name, label: preset.name }))}
          value={applied?.name ?? null}
          onChange={(key: Key | null) => {
            const preset = presets.find((candidate) => candidate.name === key);
            if (preset) onApplyPreset?.(preset);
          }}
          isDisabled={presets.length === 0}
          className={styles.filterPanelPresetSelect}
        />
        <Button
          variant="secondary"
          iconOnly
          aria-label="Переименовать пресет"
          isDisabled={applied === null}
          onPress={() => setDialog('rename')}
        >
          <Pencil size="1.1em" aria-hidden />
        </Button>
        <Button
          variant="secondary"
          iconOnly
          aria-label="Удалить пресет"
          isDisabled={applied === null}
          onPress={() => setDialog('delete')}
        >
          <Trash2 size="1.1em" aria-hidden />
        </Button>
      </div>
      <Button variant="secondary" size="sm" onPress={() => setDialog('save')}>
        <Save size="1.1em" aria-hidden />
        Сохранить пресет
      </Button>
      <Dialog
        title="Сохранить пресет"
        size="sm"
        isOpen={dialog === 'save'}
        onOpenChange={onOpenChange}
      >
        {({ close }) => (
          <FilterPanelPresetNameForm
            initialName=""
            submitLabel="Сохранить"
            problemOf={(name) => presetNameProblem(name, { existing: presets })}
            onSubmit={(name) => onSavePreset?.(name)}
            close={close}
          />
        )}
      </Dialog>
      {applied && (
        <Dialog
          title="Переименовать пресет"
          size="sm"
          isOpen={dialog === 'rename'}
          onOpenChange={onOpenChange}
        >
          {({ close }) => (
            <FilterPanelPresetNameForm
              initialName={applied.name}
              submitLabel="Сохранить"
              problemOf={(name) =>
                presetNameProblem(name, { existing: presets, renaming: applied.name })
              }
              onSubmit={(name) => {
                if (name !== applied.name) onRenamePreset?.(applied.name, name);
              }}
              close={close}
            />
          )}
        </Dialog>
      )}
      {applied && (
        <ConfirmDialog
          title={`Удалить пресет «${applied.name}»?`}
          confirmLabel="Удалить"
          variant="destructive"
          isOpen={dialog === 'delete'}
          onOpenChange={onOpenChange}
          onConfirm={() => onDeletePreset?.(applied.name)}
        />
      )}
    </div>
  );
}

/**
 * The catalogue's filters (SPEC.md §2.2 /novels and /games, §3 the novel filter state): presets,
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

  /*
   * Include and exclude lists stay disjoint: a value chosen in one leaves the other. A typed value
   * outside the vocabulary filters nothing, so it changes nothing.
   */
  const chooseValues = (
    list: VocabularyList,
    opposite: VocabularyList,
    choices: readonly VocabularyChoice<TagInputEntry>[],
  ) => {
    const next = valuesOf(choices);
    if (haveSameValues(next, value[list])) return;
    change({ [list]: next, [opposite]: without(value[opposite], next) });
  };

  const yearList = years ?? releaseYearsDownFrom(new Date().getFullYear());
  const yearItems = [
    { id: ANY_YEAR, label: 'Любой' },
    ...(value.releasedYear !== null && !yearList.includes(value.releasedYear)
      ? [value.releasedYear, ...yearList].sort((a, b) => b - a)
      : yearList
    ).map((year) => ({ id: String(year), label: String(year) })),
  ];

  const isDefault = Object.keys(filterToQuery(value, route)).length === 0;

  return (
    <div className={clsx(styles.filterPanel, className)}>
      {presets && (
        <fieldset className={styles.filterPanelGroup}>
          <legend className={styles.filterPanelLegend}>Пресеты</legend>
          <FilterPanelPresets
            value={value}
            presets={presets}
            onApplyPreset={onApplyPreset}
            onSavePreset={onSavePreset}
            onRenamePreset={onRenamePreset}
            onDeletePreset={onDeletePreset}
          />
        </fieldset>
      )}

      <fieldset className={styles.filterPanelGroup}>
        <legend className={styles.filterPanelLegend}>Общее</legend>
        {sections && sections.length > 0 && (
          <Select
            label="Раздел"
            items={sections.map((section) => ({ id: section, label: sectionLabels[section] }))}
            value={value.section}
            onChange={(key: Key | null) => {
              const section = sections.find((candidate) => candidate === key);
              if (section) change({ section });
            }}
          />
        )}
        <Select
          label="Рейтинг"
          items={ratingFields.map((field) => ({ id: field, label: ratingFieldLabels[field] }))}
          value={value.ratingField}
          onChange={(key: Key | null) => {
            const ratingField = ratingFields.find((field) => field === key);
            if (!ratingField || ratingField === value.ratingField) return;
            // SPEC.md §4: a new rating field while sorting by rating re-sorts descending.
            change({ ratingField, sort: changeRatingField(value.sort).sort });
          }}
        />
        <Select
          label="Год выхода"
          items={yearItems}
          value={value.releasedYear === null ? ANY_YEAR : String(value.releasedYear)}
          onChange={(key: Key | null) => {
            if (key === null) return;
            change({ releasedYear: key === ANY_YEAR ? null : Number(key) });
          }}
        />
      </fieldset>

      <fieldset className={styles.filterPanelGroup}>
        <legend className={styles.filterPanelLegend}>Теги и жанры</legend>
        <TagInput
          label="Теги"
          vocabulary={entriesOf(tags)}
          value={entriesOf(value.tags)}
          onChange={(choices) => chooseValues('tags', 'excludeTags', choices)}
        />
        <TagInput
          label="Исключить теги"
          vocabulary={entriesOf(tags)}
          value={entriesOf(value.excludeTags)}
          onChange={(choices) => chooseValues('excludeTags', 'tags', choices)}
        />
        <TagInput
          label="Жанры"
          vocabulary={entriesOf(genres)}
          value={entriesOf(value.genres)}
          onChange={(choices) => chooseValues('genres', 'excludeGenres', choices)}
        />
        <TagInput
          label="Исключить жанры"
          vocabulary={entriesOf(genres)}
          value={entriesOf(value.excludeGenres)}
          onChange={(choices) => chooseValues('excludeGenres', 'genres', choices)}
        />
      </fieldset>

      <fieldset className={styles.filterPanelGroup}>
        <legend className={styles.filterPanelLegend}>Платформы и длина</legend>
        {platforms.length > 0 && (
          <CheckboxGroup
            value={[...value.platforms]}
            onChange={(next) => change({ platforms: next })}
            className={styles.filterPanelCheckboxes}
          >
            <FieldLabel>Платформы</FieldLabel>
            <div className={styles.filterPanelCheckboxList}>
              {sortPlatforms(platforms, (platform) => platform).map((platform) => (
                <Checkbox key={platform} value={platform} label={platform} size="sm" />
              ))}
            </div>
          </CheckboxGroup>
        )}
        <LengthRangePicker
          value={value.lengths}
          onChange={(lengths) => change({ lengths })}
          size="sm"
        />
      </fieldset>

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
