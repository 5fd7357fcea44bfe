import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { bareList, metaRow, stack } from '../app/page-layout.css';

/** The decision's lines, one under the other. */
export const body = stack.sm;

/** Who decided, and when. */
export const who = style([metaRow, { margin: 0, gap: vars.space.sm }]);

/** The fields that applied and those that came back. */
export const fields = style([bareList.xs, { overflowWrap: 'anywhere' }]);

/** The reviewer's own words; kept as typed, lines included. */
export const reason = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** What the author can do next. */
export const hint = style({ margin: 0, color: vars.color.textMuted });
