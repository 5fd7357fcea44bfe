export { TagInput, type TagInputEntry, type TagInputProps } from './TagInput';
