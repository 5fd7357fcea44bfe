/**
 * The read-only renderers of `@vn/domain`'s markup and content blocks (docs/architecture.md § The
 * editors), for reading pages: nothing here imports Remirror. The editors are the entries
 * `@vn/editor/markup-editor` and `@vn/editor/blocks-editor`, loaded where people write.
 */
export { HIDDEN_CONTENT_NOTE, MarkupView, type MarkupViewProps } from './MarkupView';
export { BlocksView, type BlocksViewProps } from './BlocksView';
