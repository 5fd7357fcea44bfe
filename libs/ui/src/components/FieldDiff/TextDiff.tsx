import type { TextDiffPart } from '@vn/domain';
import { clsx } from 'clsx';
import * as styles from './FieldDiff.css';
import { FieldDiffChange, FieldDiffNothing } from './FieldDiffParts';

export interface TextDiffProps {
  /** The text's parts, as the domain's `textDiff` gives them. */
  parts: readonly TextDiffPart[];
  className?: string;
}

/**
 * A text field's change in place (docs/product §A4, ours): the text with what was added underlined
 * (`<ins>`) and what was removed struck through (`<del>`) where it stood, a screen reader told
 * «добавлено:» or «удалено:» before each. Line breaks and spaces are kept as written.
 */
export function TextDiff({ parts, className }: TextDiffProps) {
  if (parts.length === 0) return <FieldDiffNothing className={className} />;
  return (
    <p className={clsx(styles.textDiff, className)}>
      {parts.map(({ kind, text }, index) =>
        kind === 'same' ? (
          text
        ) : (
          // The parts never move, so their places are their keys.
          <FieldDiffChange
            key={index}
            kind={kind}
            className={
              parts[index - 1]?.kind === 'removed' ? styles.textDiffReplacement : undefined
            }
          >
            {text}
          </FieldDiffChange>
        ),
      )}
    </p>
  );
}
