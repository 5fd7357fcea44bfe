export { BlocksEditor, type BlocksEditorHandle, type BlocksEditorProps } from './BlocksEditor';
