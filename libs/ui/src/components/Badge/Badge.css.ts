import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

export const badge = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', justify: 'center' }),
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    variant: {
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      danger: { background: vars.color.danger, color: vars.color.onDanger },
    },
    size: {
      sm: {
        minWidth: vars.space.lg,
        height: vars.space.lg,
        padding: `0 ${vars.space.xs}`,
        fontSize: vars.font.size.xs,
      },
      md: {
        minWidth: vars.space.xl,
        height: vars.space.xl,
        padding: `0 ${vars.space.sm}`,
        fontSize: vars.font.size.sm,
      },
    },
  },
  defaultVariants: { variant: 'danger', size: 'sm' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
