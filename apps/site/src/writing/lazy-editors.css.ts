import { style } from '@vanilla-extract/css';
import { flexColumn, vars } from '@vn/ui';

/** As tall as the editor's toolbar and its first lines, so nothing moves when it arrives. */
export const placeholderBox = style({
  ...flexColumn({ gap: vars.space.sm }),
  boxSizing: 'border-box',
  minHeight: `calc(${vars.size.controlSm} + 4 * ${vars.font.lineHeight.normal} * 1em + 2 * ${vars.space.sm})`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
