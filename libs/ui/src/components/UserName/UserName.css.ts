import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const userName = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    minWidth: 0,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const userNameText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userNameLink = style([
  userNameText,
  {
    color: vars.color.accent,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-pressed]': { color: vars.color.accentPressed },
      '&[data-focus-visible]': focusRing.outside,
    },
  },
]);

export type UserNameVariants = NonNullable<RecipeVariants<typeof userName>>;
