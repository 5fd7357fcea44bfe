import { style } from '@vanilla-extract/css';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/*
 * A column at every width: beside the grid on a wide page, and on a phone inside the app's drawer or
 * dialog, which already draws a surface, so below the mobile breakpoint the panel drops its own.
 */
export const filterPanel = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  '@media': {
    [media.below(breakpoints.mobile)]: {
      padding: 0,
      border: 'none',
      borderRadius: 0,
      background: 'transparent',
    },
  },
});

/** A `<fieldset>` of related controls; groups after the first are set off by a rule. */
export const filterPanelGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  selectors: {
    '& + &': {
      paddingTop: vars.space.lg,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const filterPanelLegend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

/** The preset choice with rename and delete beside it; "Сохранить пресет" under them. */
export const filterPanelPresets = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const filterPanelPresetChoice = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  alignSelf: 'stretch',
});

export const filterPanelPresetSelect = style({ flex: '1 1 auto', minWidth: 0 });

export const filterPanelCheckboxes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const filterPanelCheckboxList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
});

export const filterPanelFooter = style({ display: 'flex', justifyContent: 'flex-start' });

/** The name form of the save and rename dialogs. */
export const filterPanelForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const filterPanelFormActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
