import type { MarkupEditorHandle, MarkupEditorProps } from '@vn/editor/editors';
import { fieldStyles, Skeleton } from '@vn/ui';
import { forwardRef, lazy, Suspense } from 'react';
import { placeholderBox } from './lazy-editors.css';

/*
 * The writing surfaces, loaded when a page first shows one (ARCHITECTURE.md, libs/editor): the
 * editors are a chunk of their own (ProseMirror and Remirror, about 125 KB gzipped), which reading
 * pages never load. Pages import the editors from here, never from `@vn/editor/editors`.
 */

const loadMarkupEditor = lazy(async () => ({
  default: (await import('@vn/editor/editors')).MarkupEditor,
}));

/** Where the editor will be, at its size, while its chunk loads: the label, a box, a status. */
function EditorPlaceholder({ label }: { label: string }) {
  return (
    <div className={fieldStyles.fieldRoot} aria-busy="true">
      <span className={fieldStyles.fieldLabel}>{label}</span>
      <div className={placeholderBox} role="status">
        <Skeleton width="60%" />
        <span className={fieldStyles.fieldDescription}>Загрузка редактора…</span>
      </div>
    </div>
  );
}

/** `MarkupEditor` of `@vn/editor`, loaded on first use. */
export const MarkupEditor = forwardRef<MarkupEditorHandle, MarkupEditorProps>(
  function MarkupEditor(props, ref) {
    const Editor = loadMarkupEditor;
    return (
      <Suspense fallback={<EditorPlaceholder label={props.label} />}>
        <Editor {...props} ref={ref} />
      </Suspense>
    );
  },
);
