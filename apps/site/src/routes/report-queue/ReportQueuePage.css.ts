import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import {
  actionRow,
  bareList,
  card,
  cardHeading,
  metaRow,
  mutedNote,
  page,
  startColumn,
} from '../../app/page-layout.css';
import { formFailure } from '../../forms/form-layout.css';

/* /reports (docs/product §A3.2, ours): the queue of reported things, one bordered case each. */

/** A tab's panel: one column as wide as the page. */
export const panel = page;

export const hint = mutedNote;

export const list = bareList.md;

export const failure = startColumn;

export const item = style([card.sm, { overflowWrap: 'anywhere' }]);

export const itemTitle = cardHeading;

export const meta = metaRow;

export const reports = bareList.xs;

export const report = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const reportHead = style([metaRow, { gap: vars.space.sm }]);

export const reason = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const state = style({ margin: 0, fontSize: vars.font.size.sm });

export const actions = actionRow;

export const conflict = formFailure;

export { dialogForm } from '../../forms/form-layout.css';
