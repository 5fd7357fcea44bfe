import type { ListDiffItem, ListDiffKind } from '@vn/domain';
import { clsx } from 'clsx';
import * as styles from './FieldDiff.css';
import { FieldDiffChange, FieldDiffNothing } from './FieldDiffParts';

export interface ListDiffProps {
  /** The list's items, as the domain's `listDiff` gives them. */
  items: readonly ListDiffItem[];
  className?: string;
}

/** The sign beside each item; a kept item has none. */
const signs = { kept: '', added: '+', removed: '−' } as const satisfies Record<
  ListDiffKind,
  string
>;

/**
 * A list field's change (docs/product §A4, ours): the items of both lists in one, an added one
 * marked «+» and underlined, a removed one «−» and struck through, a kept one as it is; a screen
 * reader hears «добавлено:» or «удалено:» before a changed item.
 */
export function ListDiff({ items, className }: ListDiffProps) {
  if (items.length === 0) return <FieldDiffNothing className={className} />;
  return (
    <ul className={clsx(styles.listDiff, className)}>
      {items.map(({ kind, item }, index) => (
        // An item may be in both lists, or twice in one: its place is its key.
        <li key={index} className={styles.listDiffItem}>
          <span className={styles.listDiffSign({ kind })} aria-hidden="true">
            {signs[kind]}
          </span>
          {kind === 'kept' ? (
            <span>{item}</span>
          ) : (
            <FieldDiffChange kind={kind}>{item}</FieldDiffChange>
          )}
        </li>
      ))}
    </ul>
  );
}
