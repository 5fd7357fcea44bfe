export {
  formatPercent,
  ProgressBar,
  progressSegments,
  type ProgressBarProps,
  type ProgressSegment,
} from './ProgressBar';
