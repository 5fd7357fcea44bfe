import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';

/** The box around the toolbar and the text; its states come from `data-*` like every field's. */
export const editorBox = style({
  position: 'relative',
  padding: 0,
  overflow: 'visible',
});

export const editorToolbar = style({
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The preview toggle sits at the end of the toolbar. */
export const previewToggle = style({ marginLeft: 'auto' });

export const preview = style({
  minHeight: `calc(4 * ${vars.font.lineHeight.normal} * 1em)`,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

/** Under the box: the description and notes on the left, the limits on the right. */
export const editorFooter = style(
  flexRow({ wrap: true, justify: 'space-between', gap: vars.space.xs }),
);

export const limits = style({
  ...flexRow({ gap: vars.space.md }),
  marginLeft: 'auto',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-over]': { color: vars.color.danger } },
});

export const notes = style({
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xs,
  color: vars.color.danger,
});

export const uploading = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
