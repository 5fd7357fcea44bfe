import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import { actionRow, mutedNote, stack } from '../../app/page-layout.css';

// The page frame and heading every page shares.
export { spaciousPage as page, pageTitle as title } from '../../app/page-layout.css';

/** The heading, then whose ratings they are and their lists, on one wrapping row. */
export const header = actionRow;

export const content = stack.lg;

export const bars = style({ maxInlineSize: vars.size.panelNarrow });

/** The figures side by side, each its term over its value. */
export const figures = style({
  ...flexRow({ wrap: true, gap: `${vars.space.md} ${vars.space.xl}` }),
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xs });

export const figureTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
});

export const comparison = style([mutedNote, { maxInlineSize: vars.size.measure }]);
