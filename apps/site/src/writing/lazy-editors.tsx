import type { BlocksEditorHandle, BlocksEditorProps } from '@vn/editor/blocks-editor';
import type { MarkupEditorHandle, MarkupEditorProps } from '@vn/editor/markup-editor';
import { fieldStyles, Skeleton } from '@vn/ui';
import { forwardRef, lazy, Suspense } from 'react';
import { useInBrowser } from '../app/in-browser';
import { placeholderBox } from './lazy-editors.css';

/*
 * The writing surfaces, loaded when a page first shows one (ARCHITECTURE.md, libs/editor): each
 * editor is a chunk of its own (with ProseMirror and Remirror, about 125 KB gzipped), which reading
 * pages never load. Pages import the editors from here, never from `@vn/editor/*-editor`.
 */

const LoadedMarkupEditor = lazy(async () => ({
  default: (await import('@vn/editor/markup-editor')).MarkupEditor,
}));
const LoadedBlocksEditor = lazy(async () => ({
  default: (await import('@vn/editor/blocks-editor')).BlocksEditor,
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
    const placeholder = <EditorPlaceholder label={props.label} />;
    if (!useInBrowser()) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <LoadedMarkupEditor {...props} ref={ref} />
      </Suspense>
    );
  },
);

/** `BlocksEditor` of `@vn/editor`, loaded on first use. */
export const BlocksEditor = forwardRef<BlocksEditorHandle, BlocksEditorProps>(
  function BlocksEditor(props, ref) {
    const placeholder = <EditorPlaceholder label={props.label} />;
    if (!useInBrowser()) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <LoadedBlocksEditor {...props} ref={ref} />
      </Suspense>
    );
  },
);
