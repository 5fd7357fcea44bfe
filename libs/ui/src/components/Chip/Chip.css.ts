import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

export const chip = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    variant: {
      neutral: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      accent: { background: vars.color.accentSubtle, color: vars.color.accentPressed },
      danger: { background: vars.color.danger, color: vars.color.onDanger },
    },
    size: {
      sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.xs },
      md: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { variant: 'neutral', size: 'md' },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;
