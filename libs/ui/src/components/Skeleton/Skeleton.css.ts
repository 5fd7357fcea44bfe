import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.disabledSurface,
    // The global style turns this off for people who ask for reduced motion.
    animation: `${pulse} calc(${vars.motion.durationNormal} * 8) ${vars.motion.easing} infinite`,
  },
  variants: {
    shape: {
      text: {
        width: '100%',
        height: vars.font.size.md,
        borderRadius: vars.radius.sm,
        selectors: { '& + &': { marginTop: vars.space.sm } },
      },
      rect: { width: '100%', height: vars.size.controlLg, borderRadius: vars.radius.md },
      circle: {
        width: vars.size.controlMd,
        height: vars.size.controlMd,
        borderRadius: vars.radius.full,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
