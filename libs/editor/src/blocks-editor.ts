/**
 * `@vn/editor/blocks-editor`: the block editor (article bodies, reviews), a chunk of its own that
 * a page loads only when it shows one; it shares ProseMirror's chunk with the markup editor.
 */
export { BlocksEditor, type BlocksEditorHandle, type BlocksEditorProps } from './BlocksEditor';
export type * from './writing-callbacks';
