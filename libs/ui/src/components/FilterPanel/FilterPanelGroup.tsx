import type { NovelFilter } from '@vn/domain';
import type { ReactNode } from 'react';
import { filterPanelGroup, filterPanelLegend } from './FilterPanel.css';

export interface FilterPanelGroupProps {
  /** The group's name, its `<legend>`. */
  legend: string;
  children: ReactNode;
}

/** One group of the panel: a `<fieldset>` named by its legend. */
export function FilterPanelGroup({ legend, children }: FilterPanelGroupProps) {
  return (
    <fieldset className={filterPanelGroup}>
      <legend className={filterPanelLegend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** What each group's controls get: the filter, and `change` to report a part of the next one. */
export interface FilterPanelPartProps {
  value: NovelFilter;
  /** The filter with `part` changed; the panel starts the list again from its first page. */
  change: (part: Partial<NovelFilter>) => void;
}
