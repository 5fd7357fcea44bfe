export { NovelGrid, type NovelGridProps } from './NovelGrid';
