import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexColumn, flexRow } from '../../theme/flex';

export const emptyState = recipe({
  base: {
    ...flexColumn({ align: 'center', justify: 'center', gap: vars.space.md }),
    textAlign: 'center',
    color: vars.color.textMuted,
    fontFamily: vars.font.family.body,
  },
  variants: {
    size: {
      sm: { padding: vars.space.md, fontSize: vars.font.size.sm },
      md: { padding: vars.space.xxl, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const emptyStateIcon = style({
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  color: vars.color.textMuted,
});

export const emptyStateText = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const emptyStateAction = style(flexRow({ gap: vars.space.sm }));

export type EmptyStateVariants = NonNullable<RecipeVariants<typeof emptyState>>;
