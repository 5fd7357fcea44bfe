import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow, vars } from '@vn/ui';

/** Pictures side by side, wrapping on a narrow screen. */
export const imageBlock = style({
  ...flexRow({ wrap: true, gap: vars.space.sm }),
  margin: `${vars.space.xs} 0`,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  whiteSpace: 'normal',
});

export const picture = style({
  ...flexColumn({ gap: vars.space.xs }),
  width: `calc(${vars.size.controlLg} * 5)`,
  maxWidth: '100%',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: `calc(${vars.size.controlLg} * 3)`,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const pictureControls = style(flexRow({ align: 'center', gap: vars.space.xxs }));

export const altField = style({ flex: 1, minWidth: 0 });
