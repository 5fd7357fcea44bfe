import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow, focusRing, vars } from '@vn/ui';

/** A tool's dialog form: its fields, then its buttons in a row, the main one last. */
export const toolForm = style(flexColumn({ gap: vars.space.md }));

export const toolFormButtons = style(
  flexRow({ wrap: true, justify: 'flex-end', gap: vars.space.sm }),
);

/** The remove action sits apart from Cancel and the main action. */
export const toolFormRemove = style({ marginRight: 'auto' });

/** A picker's grid of pictures (stickers, smiles): square cells, several to a row. */
export const pickerGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(5, ${vars.size.controlLg})`,
  gap: vars.space.xs,
  outline: 'none',
});

export const pickerCell = style({
  ...flexRow({ align: 'center', justify: 'center' }),
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xl,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': focusRing.inside,
  },
});

export const pickerImage = style({
  width: `calc(${vars.size.controlLg} - ${vars.space.xs})`,
  height: `calc(${vars.size.controlLg} - ${vars.space.xs})`,
  objectFit: 'contain',
});

/** The list of users offered after `@`, under the caret. */
export const suggestions = style({
  position: 'absolute',
  zIndex: vars.zIndex.modal,
  minWidth: '200px',
  maxWidth: 'min(320px, calc(100% - 16px))',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const suggestion = style({
  ...flexRow({ align: 'center', gap: vars.space.sm }),
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSubtle, color: vars.color.accent },
  },
});

export const suggestionNote = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
});
