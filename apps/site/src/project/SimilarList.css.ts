import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import { bareList, mutedNote, stack } from '../app/page-layout.css';

export const similar = stack.md;

export const note = mutedNote;

export const list = bareList.md;

export const item = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const reasons = style([bareList.xs, mutedNote, { overflowWrap: 'anywhere' }]);

export const recommendations = style([stack.sm, { marginTop: vars.space.md }]);

export const subheading = style({ margin: 0, fontSize: vars.font.size.md });

export const reason = style({ overflowWrap: 'anywhere' });

export const byline = mutedNote;

export const actions = style(flexRow({ wrap: true, align: 'center', gap: vars.space.xs }));

export const form = style([stack.sm, { maxInlineSize: vars.size.measure }]);
