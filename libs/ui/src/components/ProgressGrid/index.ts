export { ProgressGrid, stageStateText, type ProgressGridProps } from './ProgressGrid';
