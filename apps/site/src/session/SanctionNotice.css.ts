import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

/** A raised box in the place of the refused control. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
