import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style({
  ...flexRow({ inline: true, align: 'center', gap: vars.space.sm }),
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const spinnerCircle = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.accent,
    borderRadius: vars.radius.full,
    animation: `${spin} calc(${vars.motion.durationNormal} * 4) linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.space.lg, height: vars.space.lg, borderWidth: vars.space.xxs },
      md: { width: vars.space.xl, height: vars.space.xl, borderWidth: vars.space.xxs },
      lg: { width: vars.space.xxl, height: vars.space.xxl, borderWidth: vars.space.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinnerCircle>>;
