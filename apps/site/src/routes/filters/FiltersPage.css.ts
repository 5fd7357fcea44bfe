import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import { bareList, column, startColumn, mutedNote, listRow } from '../../app/page-layout.css';

export const panel = style([column.md, { minWidth: 0, paddingTop: vars.space.md }]);

export const search = style({ maxWidth: '28rem' });

export const count = mutedNote;

export const list = bareList.xs;

export const row = style([
  listRow,
  { gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.md}` },
]);

export const value = style({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' });

/** A tag marked as a spoiler (docs/product §A5.6): a small pill after its name. */
export const spoilerMark = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
});

export const actions = style(flexRow({ gap: vars.space.xs }));

export const renameForm = style({
  ...flexRow({ wrap: true, align: 'flex-start', gap: vars.space.sm }),
  flex: '1 1 100%',
  minWidth: 0,
});

export const renameField = style({ flex: '1 1 14rem', minWidth: 0 });

export const failure = startColumn;
