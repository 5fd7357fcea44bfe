import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { LAYOUT, PROFILE_BACKGROUND_DEFAULTS } from '@vn/domain';
import { breakpoints, focusRing, media, vars } from '@vn/ui';
import {
  bareList,
  metaRow,
  pageTitle,
  spaciousPage,
  stack,
  actionRow,
} from '../../app/page-layout.css';

/** One column no wider than the screen: a wide child (the tab row) scrolls inside itself instead. */
export const page = spaciousPage;

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = pageTitle;

export const alternativeNames = style({ margin: 0, color: vars.color.textMuted });

export const headerMeta = metaRow;

export const actions = style([actionRow, { marginLeft: 'auto' }]);

/** The project's background (docs/product §3 `bg`), the large and the phone-sized picture. */
export const backgroundFullVar = createVar();
export const backgroundPreviewVar = createVar();
/** How far the picture is moved down for the page's parallax (docs/product §9). */
export const backgroundShiftVar = createVar();

const phone = media.below(breakpoints.mobile);

/**
 * The page's head over its background picture, as a profile's header is drawn (docs/product §2.4): a
 * tinted band showing the picture above, and the head on a surface panel, so its text keeps the
 * page's own contrast in either theme whatever the picture.
 */
export const backdrop = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  borderRadius: vars.radius.lg,
  background: vars.color.accentSubtle,
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
  '@media': { [phone]: { padding: `0 ${vars.space.md} ${vars.space.md}` } },
});

/**
 * The picture: a project's background has no settings of its own, so it is drawn with a profile
 * background's defaults (docs/product §2.4, §9: opacity 0.5, size cover, position center). A phone
 * loads the preview (640 px wide) rather than the full picture (1920 px).
 */
export const backdropPicture = style({
  position: 'absolute',
  inset: 0,
  opacity: PROFILE_BACKGROUND_DEFAULTS.opacity,
  transform: `translateY(${fallbackVar(backgroundShiftVar, '0px')})`,
  pointerEvents: 'none',
});

export const backdropImage = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: backgroundFullVar,
  backgroundSize: PROFILE_BACKGROUND_DEFAULTS.size,
  backgroundPosition: PROFILE_BACKGROUND_DEFAULTS.position,
  backgroundRepeat: 'no-repeat',
  '@media': { [phone]: { backgroundImage: backgroundPreviewVar } },
});

/** Room above the panel where the picture shows (and a veiled one's button sits). */
export const backdropRoom = style({
  position: 'relative',
  minHeight: `calc(${vars.space.xxl} * 4)`,
  '@media': { [phone]: { minHeight: `calc(${vars.space.xxl} * 3)` } },
});

export const backdropPanel = style({
  // Positioned after the picture, so it paints over it.
  position: 'relative',
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [phone]: { padding: vars.space.md } },
});

export const removedNotice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});

/** Poster beside the facts; one column on a phone (docs/product §9: poster width 220). */
export const overview = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: `${LAYOUT.posterWidthPx}px minmax(0, 1fr)`,
  alignItems: 'start',
  '@media': {
    [media.below(breakpoints.mobile)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const poster = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    [media.below(breakpoints.mobile)]: {
      maxWidth: `${LAYOUT.posterWidthPx}px`,
      marginInline: 'auto',
    },
  },
});

export const posterPlaceholder = style([
  poster,
  { aspectRatio: '3 / 4', border: `1px solid ${vars.color.border}` },
]);

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

/** Ratings and lists side by side where there is room. */
export const readerPanels = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
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

export const loading = style({ display: 'grid', gap: vars.space.lg });

export const owners = bareList.xs;

export const owner = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

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

export const addOwner = style({ maxWidth: vars.size.panelNarrow });
