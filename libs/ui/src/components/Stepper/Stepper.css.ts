import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

export const stepper = recipe({
  base: {
    display: 'flex',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', alignItems: 'flex-start', gap: vars.space.sm },
      vertical: { flexDirection: 'column', gap: vars.space.md },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const stepperStep = recipe({
  base: {
    ...flexRow({ align: 'center', gap: vars.space.sm }),
    color: vars.color.textMuted,
  },
  variants: {
    state: {
      done: { color: vars.color.text },
      current: { color: vars.color.accent, fontWeight: vars.font.weight.bold },
      upcoming: { color: vars.color.textMuted },
      error: { color: vars.color.danger, fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { state: 'upcoming' },
});

export const stepperIcon = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', justify: 'center' }),
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.full,
    border: `${vars.space.xxs} solid transparent`,
  },
  variants: {
    state: {
      done: { background: vars.color.accent, color: vars.color.onAccent },
      current: {
        background: vars.color.accentSubtle,
        color: vars.color.accent,
        borderColor: vars.color.accent,
      },
      upcoming: {
        background: vars.color.surface,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
      error: { background: vars.color.danger, color: vars.color.onDanger },
    },
  },
  defaultVariants: { state: 'upcoming' },
});

export const stepperIconShape = style({
  width: vars.space.lg,
  height: vars.space.lg,
});

export const stepperConnector = style({
  flex: '0 0 auto',
  width: vars.space.xl,
  height: vars.space.xxs,
  background: vars.color.border,
  alignSelf: 'center',
});

export type StepperVariants = NonNullable<RecipeVariants<typeof stepper>>;
