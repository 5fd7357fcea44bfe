import { sortPlatforms } from '@vn/domain';
import { CheckboxGroup } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { FieldLabel } from '../Field';
import { LengthRangePicker } from '../LengthRangePicker';
import { filterPanelCheckboxes, filterPanelCheckboxList } from './FilterPanel.css';
import type { FilterPanelPartProps } from './FilterPanelGroup';

export interface FilterPanelPlatformsProps extends FilterPanelPartProps {
  /** The platform vocabulary, in any order: it is shown in the domain's platform order (§9). */
  platforms: readonly string[];
}

/** The "Платформы и длина" group: the platforms to include, and the length range. */
export function FilterPanelPlatforms({ value, change, platforms }: FilterPanelPlatformsProps) {
  return (
    <>
      {platforms.length > 0 && (
        <CheckboxGroup
          value={[...value.platforms]}
          onChange={(next) => change({ platforms: next })}
          className={filterPanelCheckboxes}
        >
          <FieldLabel>Платформы</FieldLabel>
          <div className={filterPanelCheckboxList}>
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
    </>
  );
}
