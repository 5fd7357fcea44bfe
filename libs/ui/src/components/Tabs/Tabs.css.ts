import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexColumn, flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const tabs = recipe({
  base: {
    ...flexColumn({ gap: vars.space.md }),
    fontFamily: vars.font.family.body,
    color: vars.color.text,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  },
  variants: {
    /** How the chosen tab is marked: a line under it, or a filled pill. */
    variant: { line: {}, pill: {} },
  },
  defaultVariants: { variant: 'line' },
});

export type TabsVariants = NonNullable<RecipeVariants<typeof tabs>>;

const line = tabs.classNames.variants.variant.line;
const pill = tabs.classNames.variants.variant.pill;

export const tabList = style({
  ...flexRow({ gap: vars.space.xs }),
  overflowX: 'auto',
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'column', overflowX: 'visible' },
    [`${line} &[data-orientation="horizontal"]`]: {
      borderBottom: `1px solid ${vars.color.border}`,
    },
    [`${line} &[data-orientation="vertical"]`]: { borderRight: `1px solid ${vars.color.border}` },
  },
});

export const tab = style({
  ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.md,
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.accentSubtle },
    '&[data-selected]': { color: vars.color.accent },
    '&[data-focus-visible]': focusRing.inside,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.disabledText,
      background: 'none',
    },
    [`${line} &`]: {
      borderBottomLeftRadius: 0,
      borderBottomRightRadius: 0,
      boxShadow: `inset 0 calc(-1 * ${vars.size.focusRing}) 0 transparent`,
    },
    [`${line} &[data-selected]`]: {
      boxShadow: `inset 0 calc(-1 * ${vars.size.focusRing}) 0 ${vars.color.accent}`,
    },
    [`${line} [data-orientation="vertical"] > &[data-selected]`]: {
      boxShadow: `inset calc(-1 * ${vars.size.focusRing}) 0 0 ${vars.color.accent}`,
    },
    [`${pill} &`]: { borderRadius: vars.radius.full },
    [`${pill} &[data-selected]`]: { background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': focusRing.outside,
  },
});
