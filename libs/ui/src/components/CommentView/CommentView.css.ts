import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { disabledLabel } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const commentView = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  // A `#commentId` link scrolls the comment clear of the sticky top bar (docs/product §2.2).
  scrollMarginTop: `calc(${vars.size.controlLg} + ${vars.space.xl})`,
});

/** The comment itself, without its replies: avatar beside the body. */
export const comment = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    borderInlineStart: `${vars.space.xs} solid transparent`,
  },
  variants: {
    /** The comment a `#commentId` link points at. */
    highlighted: {
      true: { background: vars.color.accentSubtle, borderInlineStartColor: vars.color.accent },
      false: {},
    },
  },
  defaultVariants: { highlighted: false },
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  ...flexRow({ wrap: true, align: 'center' }),
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minWidth: 0,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const edited = style([meta, { fontStyle: 'italic', cursor: 'help' }]);

export const answer = style({
  ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const content = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
});

export const removed = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });

export const images = style({
  ...flexRow({ wrap: true, gap: vars.space.sm }),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Thumbnails two control-heights tall, cropped to fill. */
export const image = style({
  display: 'block',
  height: `calc(${vars.size.controlLg} * 2)`,
  maxWidth: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const imageLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing.outside,
  },
});

export const actions = style({
  ...flexRow({ wrap: true, align: 'center', gap: vars.space.xs }),
  marginTop: vars.space.xxs,
});

/** Like and dislike: toggle buttons with a count; the own vote is filled, not only recoloured. */
export const vote = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
    minHeight: vars.size.controlSm,
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.accentSubtle, color: vars.color.text },
      '&[data-focus-visible]': focusRing.outside,
      '&[data-disabled]': disabledLabel,
    },
  },
  variants: {
    kind: {
      like: {
        selectors: {
          '&[data-selected]': {
            borderColor: vars.color.accent,
            color: vars.color.accent,
            fontWeight: vars.font.weight.bold,
          },
        },
      },
      dislike: {
        selectors: {
          '&[data-selected]': {
            borderColor: vars.color.danger,
            color: vars.color.danger,
            fontWeight: vars.font.weight.bold,
          },
        },
      },
    },
  },
  defaultVariants: { kind: 'like' },
});

/** Replies under their comment, indented; the indent is small on phones and does not grow there. */
export const replies = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.xxl,
  '@media': { [media.below(breakpoints.mobile)]: { paddingInlineStart: vars.space.md } },
});

globalStyle(`${replies} ${replies}`, {
  '@media': { [media.below(breakpoints.mobile)]: { paddingInlineStart: 0 } },
});
