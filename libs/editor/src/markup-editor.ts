/**
 * `@vn/editor/markup-editor`: the markup editor (comments, reviews, messages, descriptions,
 * translations), a chunk of its own that a page loads only when it shows one (docs/architecture.md
 * § The editors), so reading pages never pay for ProseMirror. The renderers are in `@vn/editor`.
 */
export { MarkupEditor, type MarkupEditorHandle, type MarkupEditorProps } from './MarkupEditor';
export type * from './writing-callbacks';
