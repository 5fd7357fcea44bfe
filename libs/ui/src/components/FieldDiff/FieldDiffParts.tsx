import type { ListDiffKind } from '@vn/domain';
import { clsx } from 'clsx';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './FieldDiff.css';

type Change = Exclude<ListDiffKind, 'kept'>;

const changeElements = { added: 'ins', removed: 'del' } as const satisfies Record<Change, string>;

/**
 * What a screen reader hears before a changed piece (ours): on screen the piece's underline or
 * strikethrough, its colour and, in a list, its sign say it without words.
 */
const spokenChanges = {
  added: 'добавлено: ',
  removed: 'удалено: ',
} as const satisfies Record<Change, string>;

/** An added piece of a text or a list as `<ins>`, a removed one as `<del>`. */
export function FieldDiffChange({
  kind,
  className,
  children,
}: {
  kind: Change;
  className?: string;
  children: string;
}) {
  const Element = changeElements[kind];
  return (
    <Element className={clsx(styles.change({ kind }), className)}>
      <span className={visuallyHidden}>{spokenChanges[kind]}</span>
      {children}
    </Element>
  );
}

/** A side of a field with nothing in it (ours). */
export function FieldDiffNothing({ className }: { className?: string }) {
  return <p className={clsx(styles.nothing, className)}>Нет</p>;
}
