import { style } from '@vanilla-extract/css';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { flexColumn, flexRow } from '../../theme/flex';

/*
 * A column at every width: beside the grid on a wide page, and on a phone inside the app's drawer or
 * dialog, which already draws a surface, so below the mobile breakpoint the panel drops its own.
 */
export const filterPanel = style({
  boxSizing: 'border-box',
  ...flexColumn({ gap: vars.space.lg }),
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
  ...flexColumn({ gap: vars.space.md }),
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
export const filterPanelPresets = style(flexColumn({ align: 'flex-start', gap: vars.space.sm }));

export const filterPanelPresetChoice = style({
  ...flexRow({ align: 'flex-end', gap: vars.space.xs }),
  alignSelf: 'stretch',
});

export const filterPanelPresetSelect = style({ flex: '1 1 auto', minWidth: 0 });

export const filterPanelCheckboxes = style(flexColumn({ gap: vars.space.xs }));

export const filterPanelCheckboxList = style({
  ...flexRow({ wrap: true }),
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
});

export const filterPanelFooter = style(flexRow({ justify: 'flex-start' }));

/** The name form of the save and rename dialogs. */
export const filterPanelForm = style(flexColumn({ gap: vars.space.lg }));

export const filterPanelFormActions = style(
  flexRow({ wrap: true, justify: 'flex-end', gap: vars.space.sm }),
);
