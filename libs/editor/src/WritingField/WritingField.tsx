import type { AnyExtension, RemirrorEventListener, RemirrorManager } from '@remirror/core';
import type { EditorState } from '@remirror/pm/state';
import type { EditorView } from '@remirror/pm/view';
import { EditorComponent, Remirror } from '@remirror/react';
import { fieldStyles } from '@vn/ui';
import { useState, type ReactNode, type RefObject } from 'react';
import { editorContent } from '../editor-content.css';
import type { SearchUsers } from '../writing-tools/MentionSuggestions';
import type { SearchProjects } from '../writing-tools/ProjectLinkTool';
import type { UploadImage } from '../writing-tools/use-image-upload';
import { useTextAttributes, useWritingFieldIds } from './use-writing-field';
import * as styles from './WritingField.css';

/** What both editors take as a form field, passed on to their frame as it is. */
export interface WritingFieldOptions {
  /** The visible label, also the text's accessible name ("Комментарий", "Текст статьи"). */
  label: string;
  /** Called when the focus leaves the text (react-hook-form marks the field touched). */
  onBlur?: () => void;
  /** The form field's name (react-hook-form passes it). */
  name?: string;
  /** A hint under the box. */
  description?: ReactNode;
  /** The field's error, under the box; the text is then marked invalid. */
  errorMessage?: string;
  placeholder?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/** The services the app gives both editors; each tool is offered only when its service is given. */
export interface WritingServices {
  /** Finds users for `@` mentions; without it, mentions are not offered. */
  searchUsers?: SearchUsers;
  /** Finds projects for `[novel]` links; without it, the tool is not offered. */
  searchProjects?: SearchProjects;
  /** Uploads a picture and answers its address; without it, pictures cannot be added. */
  uploadImage?: UploadImage;
}

/** What a form may do with an editor (react-hook-form focuses a field with an error). */
export interface WritingFieldHandle {
  focus: () => void;
}

export interface WritingFieldProps<Extension extends AnyExtension> extends WritingFieldOptions {
  manager: RemirrorManager<Extension>;
  /** The running editor's context (`useEditorManager`). */
  getContext: () => { view: EditorView; focus: () => void } | undefined;
  initialContent: EditorState;
  onChange: RemirrorEventListener<NoInfer<Extension>>;
  /** The positioned box, where the mention list is placed. */
  boxRef: RefObject<HTMLDivElement>;
  /** Pictures being uploaded now, and what went wrong with the last ones. */
  images: { pending: number; problems: readonly string[] };
  /** The limits as the writer nears them ("Осталось 12 символов"). */
  limitNotes: readonly string[];
  isOver: boolean;
  /** The editor's toolbar, first in the box. */
  toolbar: ReactNode;
  /** Classes of the text's container besides the shared `editorContent`. */
  contentClassName?: string;
  isPreview: boolean;
  /** The text as readers will see it, shown instead of the text while `isPreview`. */
  preview: ReactNode;
  /** What works along the text (the mention list, the send shortcut). */
  children?: ReactNode;
}

/**
 * The frame both editors share, in the look of every field (`fieldStyles`): the label, the box
 * with the field's states holding the toolbar and the text (or its preview), then the description,
 * the upload status, the limits, the upload problems and the error.
 */
export function WritingField<Extension extends AnyExtension>({
  label,
  onBlur,
  name,
  description,
  errorMessage,
  placeholder,
  isDisabled = false,
  autoFocus = false,
  className,
  manager,
  getContext,
  initialContent,
  onChange,
  boxRef,
  images,
  limitNotes,
  isOver,
  toolbar,
  contentClassName,
  isPreview,
  preview,
  children,
}: WritingFieldProps<Extension>) {
  const ids = useWritingFieldIds();
  const [isFocused, setFocused] = useState(false);
  const isInvalid = errorMessage !== undefined || isOver;
  const attributes = useTextAttributes({
    getContext,
    ids,
    describedBy: [
      description != null && ids.description,
      limitNotes.length > 0 && ids.limits,
      errorMessage !== undefined && ids.error,
    ],
    isInvalid,
    isDisabled,
    name,
  });

  return (
    <div className={className ? `${fieldStyles.fieldRoot} ${className}` : fieldStyles.fieldRoot}>
      {/* A click on the label puts the caret in the text, as a label's click does for an input. */}
      <span id={ids.label} className={fieldStyles.fieldLabel} onClick={() => getContext()?.focus()}>
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
        <Remirror
          manager={manager}
          initialContent={initialContent}
          onChange={onChange}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
          attributes={attributes}
          editable={!isDisabled}
          autoFocus={autoFocus}
          placeholder={placeholder}
        >
          {toolbar}
          <div
            className={contentClassName ? `${editorContent} ${contentClassName}` : editorContent}
            hidden={isPreview}
          >
            <EditorComponent />
            {children}
          </div>
          {isPreview ? (
            <div role="region" aria-label={`Предпросмотр: ${label}`} className={styles.preview}>
              {preview}
            </div>
          ) : null}
        </Remirror>
      </div>
      <div className={styles.editorFooter}>
        {description != null ? (
          <span id={ids.description} className={fieldStyles.fieldDescription}>
            {description}
          </span>
        ) : null}
        <div role="status" className={styles.uploading}>
          {images.pending > 0 ? `Загрузка изображений: ${images.pending}` : null}
        </div>
        {limitNotes.length > 0 ? (
          <div id={ids.limits} className={styles.limits} data-over={isOver || undefined}>
            {limitNotes.map((note) => (
              <span key={note}>{note}</span>
            ))}
          </div>
        ) : null}
      </div>
      {images.problems.length > 0 ? (
        <ul role="alert" className={styles.notes}>
          {images.problems.map((problem) => (
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
