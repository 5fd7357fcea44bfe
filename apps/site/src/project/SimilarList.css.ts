import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { bareList, mutedNote, stack } from '../app/page-layout.css';

export const similar = stack.md;

export const note = mutedNote;

export const list = bareList.md;

export const item = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const reasons = style([bareList.xs, mutedNote, { overflowWrap: 'anywhere' }]);
