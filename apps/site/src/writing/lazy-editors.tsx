import type { BlocksEditorHandle, BlocksEditorProps } from '@vn/editor/blocks-editor';
import type { MarkupEditorHandle, MarkupEditorProps } from '@vn/editor/markup-editor';
import { fieldStyles, Skeleton } from '@vn/ui';
import { forwardRef, lazy, Suspense, type ComponentType, type RefAttributes } from 'react';
import { useInBrowser } from '../app/in-browser';
import { placeholderBox } from './lazy-editors.css';
import { searchProjects, searchUsers, uploadCommentImage } from './writing-callbacks';

/*
 * The writing surfaces, loaded when a page first shows one (docs/architecture.md § The editors):
 * each editor is a chunk of its own (with ProseMirror and Remirror, about 125 KB gzipped), which
 * reading pages never load. Pages import the editors from here, never from `@vn/editor/*-editor`.
 */

/**
 * What every writing surface is given: `@` mentions, `[novel]` links and picture uploads. docs/product
 * §7 knows two upload kinds, userBG and comment: the pictures of a comment, a message, a description
 * or an article are all uploaded as a comment's are, and travel as [img] links in the text.
 */
const siteWriting = { searchUsers, searchProjects, uploadImage: uploadCommentImage };

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

/**
 * An editor of `@vn/editor` with the site's writing callbacks, its chunk asked for on first use
 * (`load` is the chunk's dynamic import) and the placeholder shown until it arrives.
 */
function lazyEditor<Handle, Props extends { label: string }>(
  load: () => Promise<ComponentType<Props & RefAttributes<Handle>>>,
) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return forwardRef<Handle, Props>(function LazyEditor(props, ref) {
    const placeholder = <EditorPlaceholder label={props.label} />;
    if (!useInBrowser()) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...siteWriting} {...props} ref={ref} />
      </Suspense>
    );
  });
}

/** `MarkupEditor` of `@vn/editor`, loaded on first use. */
export const MarkupEditor = lazyEditor<MarkupEditorHandle, MarkupEditorProps>(
  async () => (await import('@vn/editor/markup-editor')).MarkupEditor,
);

/** `BlocksEditor` of `@vn/editor`, loaded on first use. */
export const BlocksEditor = lazyEditor<BlocksEditorHandle, BlocksEditorProps>(
  async () => (await import('@vn/editor/blocks-editor')).BlocksEditor,
);
