import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { buttonSizes } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const button = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', justify: 'center', gap: vars.space.sm }),
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    outline: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRing.outside,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        background: vars.color.disabledSurface,
        borderColor: 'transparent',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentHover },
          '&[data-pressed]': { background: vars.color.accentPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.accent,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentSubtle },
          '&[data-pressed]': { borderColor: vars.color.accent },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentSubtle },
          '&[data-pressed]': { background: vars.color.border },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]': { background: vars.color.dangerHover },
          '&[data-pressed]': { background: vars.color.dangerHover },
        },
      },
    },
    size: {
      ...buttonSizes,
      lg: {
        minHeight: vars.size.controlLg,
        padding: `0 ${vars.space.xl}`,
        fontSize: vars.font.size.lg,
      },
    },
    /** A square button holding only an icon (it must have an aria-label). */
    iconOnly: {
      true: { padding: 0 },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.size.controlSm } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.size.controlMd } },
    { variants: { iconOnly: true, size: 'lg' }, style: { width: vars.size.controlLg } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
});

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The spinner shown while the button's action is pending. */
export const pendingSpinner = style({
  width: '1em',
  height: '1em',
  animation: `${rotate} 0.8s linear infinite`,
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
