import { style } from '@vanilla-extract/css';
import { gridBreakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const [fiveColumnsAbove, fourColumnsAbove, tabletLayoutBelow, threeColumnsAbove, tightGapBelow] =
  gridBreakpoints;

/**
 * The catalogue's card grid (docs/product §2.2, §9): 5 columns, one fewer below 1000 and below 880 px,
 * the gap tightening where the tablet layout starts (850 px), 2 columns below 740 px and the tightest
 * gap below 700 px, so posters keep a readable width at every step.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xl,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.below(fiveColumnsAbove)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.below(fourColumnsAbove)]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.below(tabletLayoutBelow)]: { gap: vars.space.lg },
    [media.below(threeColumnsAbove)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.below(tightGapBelow)]: { gap: vars.space.md },
  },
});
