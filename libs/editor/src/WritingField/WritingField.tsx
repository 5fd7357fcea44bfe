import { fieldStyles } from '@vn/ui';
import type { ReactNode, RefObject } from 'react';
import type { WritingFieldIds } from './use-writing-field';
import * as styles from './WritingField.css';

export interface WritingFieldProps {
  ids: WritingFieldIds;
  label: string;
  /** Puts the caret in the text (a click on the label, as for an input). */
  focusText: () => void;
  /** The positioned box, where the mention list is placed. */
  boxRef: RefObject<HTMLDivElement>;
  isFocused: boolean;
  isInvalid: boolean;
  isDisabled: boolean;
  description: ReactNode | undefined;
  /** Pictures being uploaded now. */
  uploading: number;
  /** The limits as the writer nears them ("Осталось 12 символов"). */
  limitNotes: readonly string[];
  isOver: boolean;
  /** What went wrong with the last pictures. */
  problems: readonly string[];
  errorMessage: string | undefined;
  className: string | undefined;
  /** The editor itself: its toolbar and its text. */
  children: ReactNode;
}

/**
 * The frame both editors share, in the look of every field (`fieldStyles`): the label, the box
 * with the field's states, then the description, the upload status, the limits, the upload
 * problems and the error.
 */
export function WritingField({
  ids,
  label,
  focusText,
  boxRef,
  isFocused,
  isInvalid,
  isDisabled,
  description,
  uploading,
  limitNotes,
  isOver,
  problems,
  errorMessage,
  className,
  children,
}: WritingFieldProps) {
  return (
    <div className={className ? `${fieldStyles.fieldRoot} ${className}` : fieldStyles.fieldRoot}>
      {/* A click on the label puts the caret in the text, as a label's click does for an input. */}
      <span id={ids.label} className={fieldStyles.fieldLabel} onClick={focusText}>
        {label}
      </span>
      <div
        ref={boxRef}
        className={`${fieldStyles.fieldInput({ size: 'md' })} ${styles.editorBox}`}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocused || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        {children}
      </div>
      <div className={styles.editorFooter}>
        {description != null ? (
          <span id={ids.description} className={fieldStyles.fieldDescription}>
            {description}
          </span>
        ) : null}
        <div role="status" className={styles.uploading}>
          {uploading > 0 ? `Загрузка изображений: ${uploading}` : null}
        </div>
        {limitNotes.length > 0 ? (
          <div id={ids.limits} className={styles.limits} data-over={isOver || undefined}>
            {limitNotes.map((note) => (
              <span key={note}>{note}</span>
            ))}
          </div>
        ) : null}
      </div>
      {problems.length > 0 ? (
        <ul role="alert" className={styles.notes}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {errorMessage !== undefined ? (
        <span id={ids.error} className={fieldStyles.fieldError}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
