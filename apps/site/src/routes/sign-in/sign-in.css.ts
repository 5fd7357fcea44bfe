import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import { mutedNote } from '../../app/page-layout.css';

/** The sign-in pages are one narrow panel: a short form reads best in one column. */
export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.size.panelNarrow,
  width: '100%',
  margin: '0 auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontSize: vars.font.size.xl, margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.md });

export const note = mutedNote;

export const links = style(flexRow({ wrap: true, justify: 'space-between', gap: vars.space.sm }));

export const captchaRow = style(flexRow({ align: 'center', gap: vars.space.sm }));

/** The challenge is an SVG with its own white background (svg-captcha); here only a frame. */
export const captchaImage = style({
  display: 'block',
  height: vars.size.controlLg,
  width: 'auto',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const captchaPlaceholder = style({
  ...flexRow({ inline: true, align: 'center' }),
  minHeight: vars.size.controlLg,
});
