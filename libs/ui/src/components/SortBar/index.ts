export { SortBar, type SortBarProps } from './SortBar';
