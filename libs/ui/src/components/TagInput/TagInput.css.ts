import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexColumn, flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const tagInput = style({
  ...flexColumn({ gap: vars.space.sm }),
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const tagInputList = style(flexRow({ wrap: true, gap: vars.space.xs }));

export const tagInputTag = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.text,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accent },
      '&[data-focus-visible]': focusRing.outside,
      '&[data-disabled]': {
        color: vars.color.disabledText,
        background: vars.color.disabledSurface,
      },
    },
  },
  variants: {
    size: {
      sm: {
        padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.font.size.xs,
      },
      md: {
        padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.sm,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type TagInputVariants = NonNullable<RecipeVariants<typeof tagInputTag>>;

/** The "новый" marker of a value not in the vocabulary yet. */
export const tagInputNew = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const tagInputRemove = style({
  ...flexRow({ inline: true, align: 'center', justify: 'center' }),
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.danger, background: vars.color.surface },
    '&[data-focus-visible]': focusRing.edge,
  },
});
