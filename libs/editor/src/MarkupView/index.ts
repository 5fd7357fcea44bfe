export { HIDDEN_CONTENT_NOTE, MarkupView, type MarkupViewProps } from './MarkupView';
