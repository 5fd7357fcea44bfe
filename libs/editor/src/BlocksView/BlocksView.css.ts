import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow, focusRing, vars } from '@vn/ui';

/** The blocks of a body, one under another, a little apart. */
export const blocks = style(flexColumn({ gap: vars.space.xs }));

export const blocksView = style([blocks, { lineHeight: vars.font.lineHeight.normal }]);

/** A blank line the writer left between rows. */
export const emptyRow = style({ minHeight: `calc(${vars.font.lineHeight.normal} * 1em)` });

export const header = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** Code as typed; long lines wrap rather than scroll, so nothing is hidden on a phone. */
export const code = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** Pictures side by side, wrapping; each never wider than the column. */
export const images = style(flexRow({ wrap: true, gap: vars.space.sm }));

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.sm,
});

export const imageLink = style({
  display: 'block',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing.outside,
  },
});

/** A block spoiler keeps the inline spoiler's look (MarkupView), as a block of its own. */
export const spoiler = style({ margin: 0 });

export const quote = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `${vars.space.xxs} solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  color: vars.color.text,
});
