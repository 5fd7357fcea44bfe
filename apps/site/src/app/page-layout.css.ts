import { style, styleVariants } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';

/*
 * The frame most pages share: one column no wider than the screen (a wide child, such as a tab row,
 * scrolls inside itself rather than widening the page), and the page's heading. Below it, the
 * blocks the route pages build from: stacks, bare lists, rows of actions, cards, list rows and notes.
 * A route's style module names them for its own parts (`export const actions = actionRow`).
 */

/** One column that never grows past its box (a wide child scrolls inside itself), by its gap. */
export const column = styleVariants(
  { md: vars.space.md, lg: vars.space.lg, xl: vars.space.xl },
  (gap) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap }),
);

export const page = style([column.lg, { minWidth: 0 }]);

/** The page frame with more room between its blocks (a novel's, a profile's, a draft's page). */
export const spaciousPage = style([column.xl, { minWidth: 0 }]);

/** The spacious frame of a form page, kept to a readable width. */
export const narrowPage = style([spaciousPage, { maxWidth: '48rem' }]);

/** The heading of a page titled in the site's own words (settings, messages, a form). */
export const fixedPageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

/** A page's heading; a long name (a novel's, a user's) breaks anywhere rather than widen the page. */
export const pageTitle = style([fixedPageTitle, { overflowWrap: 'anywhere' }]);

/** The heading of a section or a pane inside a page. */
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

/** A column of blocks that may shrink below their content, by the gap between them. */
export const stack = styleVariants(
  { xs: vars.space.xs, sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg, xl: vars.space.xl },
  (gap) => ({ display: 'grid', gap, minWidth: 0 }),
);

/** A list without bullets or indent, its items a column by the gap between them. */
export const bareList = styleVariants(
  { xs: vars.space.xs, sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg },
  (gap) => ({ display: 'grid', gap, margin: 0, padding: 0, listStyle: 'none' }),
);

/** Buttons or facts side by side, wrapping on a narrow screen. */
export const actionRow = style(flexRow({ wrap: true, align: 'center', gap: vars.space.md }));

/** A short muted line: a count, a hint. */
export const mutedNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A small column whose items keep their own width: a failed load's message and its retry button. */
export const startColumn = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm });

/**
 * A bordered card, its parts a column by the gap between them: a case of a queue, a proposed field, a
 * log entry, a panel of a page. A card that adds to it (a background, more padding, long words
 * broken anywhere) names it first (`style([card.sm, { overflowWrap: 'anywhere' }])`).
 */
export const card = styleVariants(
  { xs: vars.space.xs, sm: vars.space.sm, md: vars.space.md, lg: vars.space.lg },
  (gap) => ({
    display: 'grid',
    gap,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    minWidth: 0,
  }),
);

/** The heading of a card or of a part of a section, a size below `sectionHeading`. */
export const cardHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
});

/** One entry of a list page (a draft, a user): a bordered row, its main part first. */
export const listRow = style({
  ...flexRow({ wrap: true, align: 'center', gap: `${vars.space.sm} ${vars.space.lg}` }),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

/** The main part of a `listRow`: the name and what goes under it. */
export const listRowMain = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Muted facts side by side (a row's dates and counts, a page header's meta). */
export const metaRow = style({
  ...flexRow({ wrap: true, align: 'center', gap: vars.space.md }),
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** A table as wide as its box, its cells ruled between rows. */
export const table = style({ width: '100%', borderCollapse: 'collapse' });

/** A cell of a `table`; a long name breaks anywhere rather than widen the table. */
export const tableCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
