/**
 * The rich-text editor and read-only renderer over `@vn/domain`'s markup model (ARCHITECTURE.md,
 * libs/editor). The read-only renderer is here; the Remirror editor lands with the editor issue.
 */
export { HIDDEN_CONTENT_NOTE, MarkupView, type MarkupViewProps } from './MarkupView';
export { BlocksView, type BlocksViewProps } from './BlocksView';
