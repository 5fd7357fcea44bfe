import {
  defaultRatingField,
  ratingFieldLabels,
  ratingFields,
  sortKeyLabels,
  sortKeys,
  toggleSort,
  type RatingField,
  type Sort,
  type SortKey,
} from '@vn/domain';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ToggleButton } from 'react-aria-components';
import * as styles from './SortBar.css';

export interface SortBarProps {
  sort: Sort;
  /** The new sort after a key is pressed (the domain's toggle rule: same key flips, new key descends). */
  onSortChange: (sort: Sort) => void;
  /**
   * The keys offered, in this order (another list than the catalogue's, e.g. the user list's).
   * @default sortKeys
   */
  keys?: readonly SortKey[];
  /** Names replacing the catalogue's for some keys ("По имени" for a person rather than a project). */
  labels?: Partial<Record<SortKey, string>>;
  /** Which rating a rating sort uses; the rating select is shown only with `onRatingFieldChange`. */
  ratingField?: RatingField;
  onRatingFieldChange?: (field: RatingField) => void;
  className?: string;
}

const directionLabel = { asc: 'по возрастанию', desc: 'по убыванию' } as const;

/** Scrolls a row of keys, where it scrolls, so that `key` is wholly inside the row's padding. */
function showKey(row: HTMLElement, key: HTMLElement | null) {
  if (!key || row.scrollWidth <= row.clientWidth) return;
  const style = getComputedStyle(row);
  const left = row.getBoundingClientRect().left + parseFloat(style.paddingLeft);
  const right = row.getBoundingClientRect().right - parseFloat(style.paddingRight);
  const box = key.getBoundingClientRect();
  // Whole pixels, rounded away from the key: the row scrolls by whole pixels, and a key left a
  // fraction of a pixel under the edge is still cut.
  if (box.left < left) row.scrollLeft -= Math.ceil(left - box.left);
  else if (box.right > right) row.scrollLeft += Math.ceil(box.right - right);
}

const showPressedKey = (row: HTMLElement) =>
  showKey(row, row.querySelector<HTMLElement>('[data-selected]'));

/**
 * The catalogue's sort bar (docs/product §4): a button per sort key, the current one pressed with its
 * direction; pressing it again flips the direction. Beside it, which rating the rating sort uses.
 * Other lists pass their own `keys` (and `labels`) and leave the rating select out.
 */
export function SortBar({
  sort,
  onSortChange,
  keys = sortKeys,
  labels = {},
  ratingField = defaultRatingField,
  onRatingFieldChange,
  className,
}: SortBarProps) {
  const keysRef = useRef<HTMLDivElement>(null);
  // Where the keys scroll sideways (a phone), the pressed one is brought into the row's view: a
  // link to the last sort would otherwise open with its key out of sight. At first from the row's
  // start, and again once the fonts are in (they change the keys' widths), so the row always opens
  // at the same place; after that only as far as needed (back and forward change the key).
  useEffect(() => {
    const row = keysRef.current;
    if (!row) return;
    const settle = () => {
      row.scrollLeft = 0;
      showPressedKey(row);
    };
    settle();
    let current = true;
    void document.fonts?.ready.then(() => current && settle());
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    if (keysRef.current) showPressedKey(keysRef.current);
  }, [sort.sortBy]);
  return (
    <div className={clsx(styles.bar, className)}>
      <div
        ref={keysRef}
        role="group"
        aria-label="Сортировка"
        className={styles.keys}
        // Tab to a key past the edge brings it wholly into view; the browser stops at a sliver.
        onFocus={(event) => showKey(event.currentTarget, event.target)}
      >
        {keys.map((key: SortKey) => {
          const current = sort.sortBy === key;
          const Arrow = sort.direction === 'asc' ? ArrowUp : ArrowDown;
          const label = labels[key] ?? sortKeyLabels[key];
          return (
            <ToggleButton
              key={key}
              className={styles.key}
              isSelected={current}
              onChange={() => onSortChange(toggleSort(sort, key))}
              aria-label={current ? `${label}, ${directionLabel[sort.direction]}` : label}
            >
              {label}
              {current && <Arrow aria-hidden size="1em" />}
            </ToggleButton>
          );
        })}
      </div>
      {onRatingFieldChange && (
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
      )}
    </div>
  );
}
