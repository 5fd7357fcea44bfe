// The confirmation dialog (libs/ui ConfirmDialog) as its own chunk, for React.lazy in confirm.tsx.
export { ConfirmDialog as default } from '@vn/ui';
