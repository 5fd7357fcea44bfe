import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import { bareList } from '../../app/page-layout.css';

// The page frame, heading, section headings and muted lines every page shares.
export {
  page,
  pageTitle as title,
  sectionHeading,
  mutedNote as muted,
  stack,
  listRow as hit,
} from '../../app/page-layout.css';

/** The search box above the tabs, no wider than a comfortable line. */
export const search = style({ maxWidth: vars.size.measure });

/** A kind's items under the «Все» tab or its own: a column of rows. */
export const hits = bareList.sm;

/** A person's row: their avatar and name side by side. */
export const person = style({
  ...flexRow({ align: 'center', gap: vars.space.sm }),
  minWidth: 0,
});

export const hitName = style({
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

/** The words of an article around the match, under its title. */
export const excerpt = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A kind's block under «Все»: its heading and count, its first items, the way to its tab. */
export const kindHeader = style(
  flexRow({ wrap: true, align: 'baseline', justify: 'space-between', gap: vars.space.sm }),
);
