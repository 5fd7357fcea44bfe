import {
  ratingFieldLabels,
  ratingFields,
  sortKeyLabels,
  sortKeys,
  toggleSort,
  type RatingField,
  type Sort,
  type SortKey,
} from '@vn/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { ToggleButton } from 'react-aria-components';
import * as styles from './SortBar.css';

export interface SortBarProps {
  sort: Sort;
  ratingField: RatingField;
  /** The new sort after a key is pressed (the domain's toggle rule: same key flips, new key descends). */
  onSortChange: (sort: Sort) => void;
  onRatingFieldChange: (field: RatingField) => void;
  className?: string;
}

const directionLabel = { asc: 'по возрастанию', desc: 'по убыванию' } as const;

/**
 * The catalogue's sort bar (SPEC.md §4): a button per sort key, the current one pressed with its
 * direction; pressing it again flips the direction. Beside it, which rating the rating sort uses.
 */
export function SortBar({
  sort,
  ratingField,
  onSortChange,
  onRatingFieldChange,
  className,
}: SortBarProps) {
  return (
    <div className={className ? `${styles.bar} ${className}` : styles.bar}>
      <div role="group" aria-label="Сортировка" className={styles.keys}>
        {sortKeys.map((key: SortKey) => {
          const current = sort.sortBy === key;
          const Arrow = sort.direction === 'asc' ? ArrowUp : ArrowDown;
          return (
            <ToggleButton
              key={key}
              className={styles.key}
              isSelected={current}
              onChange={() => onSortChange(toggleSort(sort, key))}
              aria-label={
                current
                  ? `${sortKeyLabels[key]}, ${directionLabel[sort.direction]}`
                  : sortKeyLabels[key]
              }
            >
              {sortKeyLabels[key]}
              {current && <Arrow aria-hidden size="1em" />}
            </ToggleButton>
          );
        })}
      </div>
      <label className={styles.ratingField}>
        Рейтинг:
        <select
          className={styles.select}
          value={ratingField}
          onChange={(event) => onRatingFieldChange(event.target.value as RatingField)}
        >
          {ratingFields.map((field) => (
            <option key={field} value={field}>
              {ratingFieldLabels[field]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
