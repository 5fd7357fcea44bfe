/**
 * The writing surfaces (`@vn/editor/editors`): the Remirror editors, a chunk of their own that a page
 * loads only when it shows one (ARCHITECTURE.md, libs/editor), so reading pages never pay for
 * ProseMirror. The read-only renderer is in `@vn/editor`.
 */
export { MarkupEditor, type MarkupEditorHandle, type MarkupEditorProps } from './MarkupEditor';
export type { ProjectReference } from './extensions/novel-link-extension';
export type { SearchProjects } from './writing-tools/ProjectLinkTool';
export type { SearchUsers, UserSuggestion } from './writing-tools/MentionSuggestions';
export type { UploadImage } from './writing-tools/use-image-upload';
export { BlocksEditor, type BlocksEditorHandle, type BlocksEditorProps } from './BlocksEditor';
