import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { disabledLabel, popupRow, raisedSurface } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';

export const popover = style({
  minWidth: '200px',
  padding: vars.space.xs,
  ...raisedSurface,
  zIndex: vars.zIndex.modal,
  outline: 'none',
});

export const menu = style({ outline: 'none' });

export const item = style({
  ...flexRow({ align: 'center', justify: 'space-between', gap: vars.space.sm }),
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  ...popupRow({
    '&[data-disabled]': disabledLabel,
    // A chosen entry of a menu with a selection (react-aria sets aria-checked for screen readers;
    // the mark is for the eye only, hence the empty alternative text).
    '&[data-selected]::after': { content: '"✓" / ""', fontWeight: vars.font.weight.bold },
  }),
});
