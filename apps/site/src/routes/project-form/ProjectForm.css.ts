import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import { bareList, stack, actionRow } from '../../app/page-layout.css';
import { fieldGroup, fieldGroupLegend } from '../../forms/form-layout.css';

export const form = stack.xl;

export const group = fieldGroup.roomy;

export const legend = style([fieldGroupLegend.bold, { fontSize: vars.font.size.lg }]);

/** Fields side by side, wrapping on narrow screens. */
export const row = style([actionRow, { alignItems: 'flex-start' }]);

export const alignEnd = style({ alignSelf: 'flex-end' });

export const rows = bareList.md;

export const rowItem = style([actionRow, { alignItems: 'flex-end', gap: vars.space.sm }]);

export const translation = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const images = style(flexRow({ wrap: true, gap: vars.space.sm }));

export const thumbnail = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
});

export const thumbnailImage = style({
  width: '7rem',
  height: '5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

/** A row's own caption, in the line of its controls. */
export const rowLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const thumbnailActions = style(flexRow({ gap: vars.space.xxs }));

export const thumbnailMarks = style({
  maxWidth: '7rem',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const actions = style(flexRow({ wrap: true, gap: vars.space.sm }));

export const page = stack.lg;

export const title = style({ margin: 0, fontSize: vars.font.size.xxl });
