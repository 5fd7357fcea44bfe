import { style } from '@vanilla-extract/css';
import { breakpoints, flexRow, media, vars } from '@vn/ui';
import { bareList, mutedNote, stack } from '../app/page-layout.css';

/** The changes, one field after another. */
export const changes = bareList.lg;

export const change = stack.sm;

export const changeTitle = style({ margin: 0, fontSize: vars.font.size.md });

/** Before and after side by side; one above the other on a phone. */
export const sides = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.below(breakpoints.mobile)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const side = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const before = style([side, { background: vars.color.surface }]);

export const after = style([side, { borderColor: vars.color.accent }]);

export const sideTitle = mutedNote;

export const valueList = style({ margin: 0, paddingLeft: vars.space.lg });

export const thumbnails = style({
  ...flexRow({ wrap: true, gap: vars.space.sm }),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  display: 'block',
  maxWidth: '8rem',
  maxHeight: '8rem',
  width: 'auto',
  height: 'auto',
  borderRadius: vars.radius.sm,
});

/** A field's value when it is one line of text, or nothing. */
export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
