export { ListStats, type ListStatsProps } from './ListStats';
