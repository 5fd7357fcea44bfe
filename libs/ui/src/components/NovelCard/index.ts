export { NovelCard, type NovelCardProps } from './NovelCard';
