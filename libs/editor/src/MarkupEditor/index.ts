export { MarkupEditor, type MarkupEditorHandle, type MarkupEditorProps } from './MarkupEditor';
