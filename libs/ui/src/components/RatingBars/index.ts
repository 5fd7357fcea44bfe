export { RatingBars, type RatingBarsProps } from './RatingBars';
