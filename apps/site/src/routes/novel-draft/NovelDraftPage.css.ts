import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@vn/ui';
import { bareList, mutedNote, stack } from '../../app/page-layout.css';

export const fact = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: 0 });

export const factTerm = style({ margin: 0 });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const previewTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

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
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
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

/** The project preview: poster beside the facts, one column on a phone. */
export const overview = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.below(breakpoints.mobile)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const poster = style({
  display: 'block',
  width: '100%',
  maxWidth: '12rem',
  height: 'auto',
  borderRadius: vars.radius.md,
});
