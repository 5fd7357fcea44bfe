import { style } from '@vanilla-extract/css';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const bar = style(flexRow({ wrap: true, align: 'center', gap: vars.space.sm }));

/** Room for a key's focus ring (`focusRing.outside`) inside the scrolling row, which clips it. */
const ringRoom = `calc(${vars.space.xxs} + ${vars.size.focusRing})`;

export const keys = style({
  ...flexRow({ wrap: true, gap: vars.space.xs }),
  '@media': {
    // On a phone the keys stay one row that scrolls sideways: wrapped, the catalogue's seven took
    // four rows and pushed the first card off the screen. The key cut at the edge says there is more.
    [media.below(breakpoints.mobile)]: {
      flex: '1 1 100%',
      minWidth: 0,
      flexWrap: 'nowrap',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      // Only the height gives the room back: the page's own panels may clip sideways (the catalogue's
      // tab panel scrolls), so the keys start a ring's width in from the heading instead.
      padding: ringRoom,
      marginBlock: `calc(-1 * ${ringRoom})`,
    },
  },
});

export const key = style({
  ...flexRow({ inline: true, align: 'center', gap: vars.space.xxs }),
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSubtle },
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&[data-focus-visible]': focusRing.outside,
  },
});

export const ratingField = style({
  ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const select = style({
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:focus-visible': focusRing.outside,
  },
});
