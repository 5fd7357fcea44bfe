import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { mutedNote, stack } from '../app/page-layout.css';

export const openRatings = stack.sm;

export const ratingsNote = mutedNote;

export const ratingExplanation = style([
  stack.sm,
  { fontSize: vars.font.size.sm, maxInlineSize: vars.size.measure },
]);

/** The formula with the project's numbers: kept on one line where it fits, wrapped where not. */
export const ratingFormula = style({
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

globalStyle(`${ratingExplanation} p`, { margin: 0 });
