export { TranslationCard, type TranslationCardProps } from './TranslationCard';
