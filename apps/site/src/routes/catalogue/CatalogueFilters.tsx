import { applyPreset, type CatalogueRoute, type NovelFilter } from '@vn/domain';
import { FilterPanel } from '@vn/ui';
import { usePresets } from '../../catalogue/presets';
import { useVocabularies } from './use-catalogue';

export interface CatalogueFiltersProps {
  filter: NovelFilter;
  route: CatalogueRoute;
  onChange: (next: NovelFilter) => void;
}

/**
 * The filter panel with its vocabularies and the reader's presets. It is the heaviest part of the
 * catalogue (tag pickers, year select, preset dialogs), so CataloguePage loads this module when the
 * reader opens the filters: a first visit to /novels stays within the first-visit JavaScript
 * budget (docs/architecture.md § Budgets).
 */
export default function CatalogueFilters({ filter, route, onChange }: CatalogueFiltersProps) {
  const vocabularies = useVocabularies();
  const presets = usePresets();
  return (
    <FilterPanel
      value={filter}
      onChange={onChange}
      route={route}
      tags={vocabularies.tags}
      genres={vocabularies.genres}
      platforms={vocabularies.platforms}
      presets={presets.presets}
      onApplyPreset={(preset) => onChange(applyPreset(filter, preset))}
      onSavePreset={(name) => presets.save(name, filter)}
      onRenamePreset={presets.rename}
      onDeletePreset={presets.remove}
    />
  );
}
