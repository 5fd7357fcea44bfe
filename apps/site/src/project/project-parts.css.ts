import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, flexRow, focusRing, media, vars } from '@vn/ui';
import { bareList, mutedNote, stack } from '../app/page-layout.css';

/*
 * The project's parts that its page and a draft's preview both draw (facts, translations, links,
 * their sections).
 */

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  '@media': {
    [media.below(breakpoints.mobile)]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 },
  },
});

/** A term with its values; the grid lays out the terms and values themselves. */
export const factRow = style({ display: 'contents' });

export const factTerm = style({
  color: vars.color.textMuted,
  '@media': { [media.below(breakpoints.mobile)]: { marginTop: vars.space.sm } },
});

export const factValue = style({ margin: 0 });

/** Several values of a fact, separated by commas that are not part of the links. */
export const factValues = style({
  display: 'inline',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const factItem = style({
  display: 'inline',
  selectors: { '&:not(:last-child)::after': { content: '", "' } },
});

/** In place of the tags a reader hides (docs/product §A5.6): the count and «Показать». */
export const hiddenSpoilers = style([
  mutedNote,
  flexRow({ inline: true, wrap: true, align: 'center', gap: vars.space.xs }),
]);
globalStyle(`${factValues} + ${hiddenSpoilers}`, { marginLeft: vars.space.sm });

/** A tag shown though marked as a spoiler (docs/product §A5.6). */
export const spoilerMark = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  fontSize: vars.font.size.xs,
});

export const section = stack.md;

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const translations = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const links = bareList.xs;

/**
 * A link to another site: a plain anchor with the design system's link look. (The router resolves
 * the href of every router link against the current page, which would break another site's address.)
 */
export const externalLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': focusRing.outside,
  },
});

/** A translation's progress inside its card (docs/product §A1). */
export const translationProgress = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  // The grid of parts × stages scrolls inside its own frame, never the card.
  minWidth: 0,
});

export const translationMeta = mutedNote;

/** «Нет обновлений N дней»: said plainly, in the text colour, not as an alarm. */
export const translationQuiet = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

// A block, not a grid: Chromium lays a <details>'s content out in a slot of its own, which a grid
// would size to the parts × stages table and push out of the card; as a block it keeps the card's
// width and the table scrolls inside its frame.
export const translationDetails = style({
  minWidth: 0,
  maxWidth: '100%',
  fontSize: vars.font.size.sm,
});

globalStyle(`${translationDetails} > * + *`, { marginTop: vars.space.sm });

globalStyle(`${translationDetails} > summary`, { cursor: 'pointer', color: vars.color.accent });
globalStyle(`${translationDetails} > summary:focus-visible`, focusRing.outside);

export const translationActions = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const translationButtons = style(flexRow({ wrap: true, gap: vars.space.sm }));
