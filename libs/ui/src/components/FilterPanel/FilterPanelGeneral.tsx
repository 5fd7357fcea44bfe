import {
  changeRatingField,
  ratingFieldLabels,
  ratingFields,
  releaseYearsDownFrom,
  sectionLabels,
  translationProgressLabel,
  translationProgressThresholds,
  type FilterSection,
} from '@vn/domain';
import type { Key } from 'react-aria-components';
import { Select } from '../Select';
import type { FilterPanelPartProps } from './FilterPanelGroup';

export interface FilterPanelGeneralProps extends FilterPanelPartProps {
  /** The sections to choose from; without them there is no choice. */
  sections?: readonly FilterSection[];
  /**
   * The release years offered, newest first.
   * @default the current year down to 1970
   */
  years?: readonly number[];
}

const ANY_YEAR = 'any';
const ANY_PROGRESS = 'any';

/**
 * The "Общее" group: the section, the rating shown and sorted by, the release year, and how far a
 * translation has come (ours, docs/product §A1.11).
 */
export function FilterPanelGeneral({ value, change, sections, years }: FilterPanelGeneralProps) {
  const yearList = years ?? releaseYearsDownFrom(new Date().getFullYear());
  const yearItems = [
    { id: ANY_YEAR, label: 'Любой' },
    ...(value.releasedYear !== null && !yearList.includes(value.releasedYear)
      ? [value.releasedYear, ...yearList].sort((a, b) => b - a)
      : yearList
    ).map((year) => ({ id: String(year), label: String(year) })),
  ];
  const progress = value.translationProgress;
  // A threshold typed into the address that the list does not offer is still shown as chosen.
  const thresholds =
    progress === null || (translationProgressThresholds as readonly number[]).includes(progress)
      ? translationProgressThresholds
      : [...translationProgressThresholds, progress].sort((a, b) => a - b);
  const progressItems = [
    { id: ANY_PROGRESS, label: 'Любой' },
    ...thresholds.map((threshold) => ({
      id: String(threshold),
      label: translationProgressLabel(threshold),
    })),
  ];

  return (
    <>
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
          // docs/product §4: a new rating field while sorting by rating re-sorts descending.
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
      <Select
        label="Прогресс перевода"
        items={progressItems}
        value={progress === null ? ANY_PROGRESS : String(progress)}
        onChange={(key: Key | null) => {
          if (key === null) return;
          change({ translationProgress: key === ANY_PROGRESS ? null : Number(key) });
        }}
      />
    </>
  );
}
