import { style } from '@vanilla-extract/css';
import { breakpoints, flexRow, focusRing, media, vars } from '@vn/ui';
import { stack, actionRow, card as borderedCard, tableCell } from '../../app/page-layout.css';
import { fieldGroup, fieldGroupLegend } from '../../forms/form-layout.css';

// The page frame and heading every page shares.
export { page, pageTitle as title } from '../../app/page-layout.css';

export const header = style([actionRow, { justifyContent: 'space-between' }]);

export const search = style({ maxWidth: vars.size.panelNarrow });

/** The groups as cards, as many columns as fit. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style([
  borderedCard.xs,
  {
    alignContent: 'start',
    padding: vars.space.lg,
    background: vars.color.surface,
    overflowWrap: 'anywhere',
  },
]);

export const cardName = style({ margin: 0, fontSize: vars.font.size.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const cardActions = style(flexRow({ wrap: true, gap: vars.space.xs }));

export const form = stack.md;

export const fieldset = fieldGroup.compact;

export const legend = fieldGroupLegend.medium;

/** A link and its description side by side, the remove button after; on phones one under another. */
export const linkRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': {
    [media.below(breakpoints.mobile)]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      justifyItems: 'stretch',
    },
  },
});

export const removeLink = style({
  '@media': { [media.below(breakpoints.mobile)]: { justifySelf: 'end' } },
});

export const chosen = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0 });

export const chosenItem = style({
  ...flexRow({ align: 'center', justify: 'space-between', gap: vars.space.sm }),
  listStyle: 'none',
  overflowWrap: 'anywhere',
});

export const links = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0 });

export const linkItem = style({ listStyle: 'none', overflowWrap: 'anywhere' });

export { table } from '../../app/page-layout.css';

export const cell = tableCell;

/** A year is never broken between its digits, however narrow the phone («20» over «09»). */
export const yearCell = style([cell, { whiteSpace: 'nowrap', overflowWrap: 'normal' }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });

/** A section's heading with what goes beside it (the feed, following), wrapping on a phone. */
export const sectionHeader = style([
  actionRow,
  { gap: vars.space.sm, justifyContent: 'space-between' },
]);

export const sectionActions = actionRow;

/**
 * The feed's link: a plain anchor, since the feed is a document of the server and not a page of the
 * site (the router would take a react-aria link); it looks like the site's links.
 */
export const feedLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': focusRing.outside,
  },
});

export const section = stack.md;
