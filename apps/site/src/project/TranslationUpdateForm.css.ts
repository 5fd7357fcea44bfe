import { style } from '@vanilla-extract/css';
import { breakpoints, flexRow, media, vars } from '@vn/ui';
import { bareList, stack } from '../app/page-layout.css';
import { fieldGroup, fieldGroupLegend } from '../forms/form-layout.css';

export const form = stack.lg;

export const status = style({ maxWidth: '20rem' });

export const group = fieldGroup.regular;

export const legend = fieldGroupLegend.bold;

/** The stages' checkboxes side by side, wrapping on a narrow screen. */
export const stages = style(flexRow({ wrap: true, gap: `${vars.space.sm} ${vars.space.lg}` }));

export const parts = bareList.md;

export const part = style([fieldGroup.regular, { background: vars.color.surface }]);

/** A part's name breaks anywhere rather than widen the form. */
export const partLegend = style([fieldGroupLegend.medium, { overflowWrap: 'anywhere' }]);

/** The name, the line count and the remove button in a row; on phones one under another. */
export const partHead = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  '@media': {
    [media.below(breakpoints.mobile)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const removePart = style({
  alignSelf: 'center',
  '@media': { [media.below(breakpoints.mobile)]: { justifySelf: 'end' } },
});

/** The stages of a part, as many columns as fit; one on a phone. */
export const stageGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.sm,
});

/** A stage's state, its percent beside it when it has one. */
export const stage = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.xs,
});

export const percent = style({ width: '6rem' });

export const patch = style({ display: 'grid', gap: vars.space.sm });

export const patchFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.sm,
});
