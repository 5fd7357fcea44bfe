import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexColumn, flexRow } from '../../theme/flex';

export const dialogOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  ...flexRow({ align: 'center', justify: 'center' }),
  padding: vars.space.lg,
  background: vars.color.backdrop,
});

export const dialogModal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: '100%',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.panelNarrow },
      md: { maxWidth: `calc(${vars.size.panelNarrow} * 1.5)` },
      lg: { maxWidth: `calc(${vars.size.pageMax} * 0.75)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  ...flexColumn({ gap: vars.space.md }),
  width: '100%',
  padding: vars.space.xl,
  overflow: 'auto',
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const dialogHeader = style(
  flexRow({ align: 'flex-start', justify: 'space-between', gap: vars.space.md }),
);

export const dialogHeading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const dialogClose = style({
  flexShrink: 0,
  paddingInline: vars.space.xs,
});

export const dialogBody = style(flexColumn({ gap: vars.space.md }));

export type DialogVariants = NonNullable<RecipeVariants<typeof dialogModal>>;
