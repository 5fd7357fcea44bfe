import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const link = recipe({
  base: {
    fontFamily: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    textUnderlineOffset: '0.2em',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRing.outside,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        textDecoration: 'none',
      },
    },
  },
  variants: {
    variant: {
      /** Inside running text: always underlined so it is told apart without colour. */
      inline: {
        color: vars.color.accent,
        textDecoration: 'underline',
        selectors: {
          '&[data-hovered]': { color: vars.color.accentHover },
          '&[data-pressed]': { color: vars.color.accentPressed },
        },
      },
      /** On its own (a "Все новеллы" link under a block): bolder, underlined on hover. */
      standalone: {
        color: vars.color.accent,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.accentHover, textDecoration: 'underline' },
          '&[data-pressed]': { color: vars.color.accentPressed },
        },
      },
      /** In lists and cards where the context says it is a link: text colour until hovered. */
      quiet: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.accent, textDecoration: 'underline' },
          '&[data-pressed]': { color: vars.color.accentPressed },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
