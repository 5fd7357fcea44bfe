import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

/** The list: a line down its left edge, a dot at each update. */
export const updateTimeline = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `${vars.space.xxs} solid ${vars.color.border}`,
  listStyle: 'none',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const updateTimelineItem = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  selectors: {
    // The dot on the line, centred on it: the line's half width plus the list's padding to the left.
    '&::before': {
      content: '""',
      position: 'absolute',
      top: vars.space.xs,
      left: `calc(-1 * (${vars.space.lg} + ${vars.space.xxs} / 2 + ${vars.space.sm} / 2))`,
      width: vars.space.sm,
      height: vars.space.sm,
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
  },
});

/** When and who, on one line that wraps on a phone. */
export const updateTimelineMeta = style({
  ...flexRow({ wrap: true, align: 'baseline' }),
  columnGap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const updateTimelinePercent = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const updateTimelineNote = style({ margin: 0, overflowWrap: 'anywhere' });

export const updateTimelinePatch = style({
  ...flexRow({ wrap: true, align: 'center', gap: vars.space.sm }),
  margin: 0,
});

export const updateTimelineEmpty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});
