import { style } from '@vanilla-extract/css';
import { breakpoints, flexRow, media, vars } from '@vn/ui';

// The page frame and heading every page shares.
export { page, pageTitle as title } from '../../app/page-layout.css';

/**
 * The filters side by side as they fit; one under another on a phone. A column is wide enough for
 * the longest choice («Сначала обновлённые») to show whole.
 */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    [media.below(breakpoints.mobile)]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      selectors: { '&[data-folded]': { display: 'none' } },
    },
  },
});

/** «Фильтры», which unfolds them: on a phone only. */
export const filtersToggle = style({
  justifySelf: 'start',
  '@media': { [media.atLeast(breakpoints.mobile)]: { display: 'none' } },
});

/** The group the list is narrowed to, and the way back to every group. */
export const group = style({
  ...flexRow({ wrap: true, align: 'baseline', gap: vars.space.sm }),
  margin: 0,
  overflowWrap: 'anywhere',
});

/** How many were found: the shared muted line. */
export { mutedNote as count } from '../../app/page-layout.css';

/** The list and what is said of it, one under another. */
export const results = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
