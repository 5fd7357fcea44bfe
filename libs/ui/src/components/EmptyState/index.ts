export {
  EmptyState,
  emptyStateTexts,
  type EmptyStateKind,
  type EmptyStateProps,
} from './EmptyState';
