import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { disabledLabel, popupRow, raisedSurface } from './control-states.css';
import { flexRow } from './flex';

/*
 * The drop-down list of Select, ComboBox and TagInput: one popover, one list, one option look, so the
 * three stay alike and the 10-row rule of docs/product §9 is written once.
 */

/** The widest a list may be: the screen less a margin on each side. */
const screenWide = `calc(100vw - 2 * ${vars.space.md})`;

export const listPopover = style({
  boxSizing: 'border-box',
  // As wide as its field, and never wider than the screen: a long row (a lookup's summary) would
  // make it so, and so would a field as wide as the screen. (A width under the field's is taken over a
  // minimum; react-aria keeps the list 12 px from the screen's edge, so a list as wide as the screen
  // stuck out, the page scrolled sideways when the arrow keys reached an option, and the scroll
  // closed the list and cleared what was typed.)
  minWidth: `min(var(--trigger-width), ${screenWide})`,
  maxWidth: screenWide,
  ...raisedSurface,
  fontFamily: vars.font.family.body,
  overflow: 'hidden',
  // Above a modal too: a combo box in a dialog (the translator group's project picker)
  // opened its list under the dialog, where the dialog's fields took the taps. Popovers portal after
  // the modal, so the same layer puts the list on top, as Popover does.
  zIndex: vars.zIndex.modal,
});

/** docs/product §9: menus are at most 10 rows high (each row is exactly `controlSm`). */
export const listBox = style({
  maxHeight: `calc(10 * ${vars.size.controlSm})`,
  overflowY: 'auto',
  outline: 'none',
});

export const listOption = style({
  boxSizing: 'border-box',
  ...flexRow({ align: 'center' }),
  height: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  ...popupRow({
    '&[data-selected]': { color: vars.color.accent, fontWeight: vars.font.weight.medium },
    '&[data-disabled]': disabledLabel,
  }),
});
