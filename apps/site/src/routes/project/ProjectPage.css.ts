import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { LAYOUT, PROFILE_BACKGROUND_DEFAULTS } from '@vn/domain';
import { breakpoints, flexRow, media, vars } from '@vn/ui';
import { bareList, metaRow, pageTitle, spaciousPage, actionRow } from '../../app/page-layout.css';

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

/** Ratings and lists side by side where there is room. */
export const readerPanels = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
});

export const loading = style({ display: 'grid', gap: vars.space.lg });

export const owners = bareList.xs;

export const owner = style(flexRow({ align: 'center', gap: vars.space.md }));

export const addOwner = style({ maxWidth: vars.size.panelNarrow });
