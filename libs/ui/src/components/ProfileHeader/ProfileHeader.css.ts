import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { flexColumn, flexRow } from '../../theme/flex';

/** The profile's background settings (docs/product §2.4), set per profile at run time. */
export const backgroundImageVar = createVar();
export const backgroundOpacityVar = createVar();
export const backgroundSizeVar = createVar();
export const backgroundPositionVar = createVar();
/** How far the picture is moved down for the page's parallax (a length; none by default). */
export const backgroundShiftVar = createVar();

const mobile = media.below(breakpoints.mobile);

/**
 * The header: a tinted band, with the user's picture over it when they chose one. The text never
 * sits on the picture itself but on a surface panel, so it keeps its contrast whatever the picture.
 */
export const profileHeader = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    ...flexColumn({ justify: 'flex-end' }),
    borderRadius: vars.radius.lg,
    background: vars.color.accentSubtle,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
  },
  variants: {
    background: {
      /** No picture: the tint alone, the content straight on it. */
      plain: { padding: vars.space.xl, '@media': { [mobile]: { padding: vars.space.lg } } },
      /** A picture: room above the panel to show it. */
      image: {
        padding: `calc(${vars.space.xxl} * 4) ${vars.space.xl} ${vars.space.xl}`,
        '@media': {
          [mobile]: { padding: `calc(${vars.space.xxl} * 3) ${vars.space.md} ${vars.space.md}` },
        },
      },
    },
  },
  defaultVariants: { background: 'plain' },
});

export type ProfileHeaderVariants = NonNullable<RecipeVariants<typeof profileHeader>>;

export const profileHeaderImage = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: backgroundImageVar,
  backgroundSize: backgroundSizeVar,
  backgroundPosition: backgroundPositionVar,
  backgroundRepeat: 'no-repeat',
  opacity: backgroundOpacityVar,
  transform: `translateY(${fallbackVar(backgroundShiftVar, '0px')})`,
  pointerEvents: 'none',
});

/** Desktop: avatar left, then name and chips, actions at the end. Mobile: one centred column. */
export const profileHeaderPanel = recipe({
  base: {
    // Positioned after the picture, so it paints over it.
    position: 'relative',
    ...flexRow({ align: 'center', gap: vars.space.lg }),
    minWidth: 0,
    '@media': {
      [mobile]: { flexDirection: 'column', textAlign: 'center', gap: vars.space.md },
    },
  },
  variants: {
    background: {
      plain: {},
      image: {
        padding: vars.space.lg,
        borderRadius: vars.radius.md,
        background: vars.color.surface,
        boxShadow: vars.shadow.md,
      },
    },
  },
  defaultVariants: { background: 'plain' },
});

export const profileHeaderText = style({
  ...flexColumn({ gap: vars.space.xs }),
  flex: '1 1 auto',
  minWidth: 0,
  '@media': { [mobile]: { alignItems: 'center', alignSelf: 'stretch' } },
});

export const profileHeaderTitle = style({
  ...flexRow({ wrap: true, align: 'center', gap: vars.space.sm }),
  minWidth: 0,
  '@media': { [mobile]: { justifyContent: 'center' } },
});

export const profileHeaderName = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [mobile]: { fontSize: vars.font.size.xl } },
});

export const profileHeaderDescription = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const profileHeaderActions = style({
  ...flexRow({ wrap: true, gap: vars.space.sm }),
  flexShrink: 0,
  '@media': { [mobile]: { justifyContent: 'center' } },
});
