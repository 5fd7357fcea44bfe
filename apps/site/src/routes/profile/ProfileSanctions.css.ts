import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import {
  actionRow,
  bareList,
  cardHeading,
  listRow,
  listRowMain,
  mutedNote,
  sectionHeading,
  stack,
  startColumn,
} from '../../app/page-layout.css';
import { fieldGroup, fieldGroupLegend } from '../../forms/form-layout.css';

/* The sanctions part of a profile (docs/product §A2, ours): the form and the history. */

export const section = stack.md;

export const sectionTitle = sectionHeading;

export const historyTitle = cardHeading;

export const opener = startColumn;

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const group = fieldGroup.regular;

export const legend = fieldGroupLegend.bold;

export const note = mutedNote;

export const history = bareList.md;

export const entry = listRow;

export const entryMain = listRowMain;

export const entryTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const facts = style({ margin: 0, display: 'grid', gap: vars.space.xxs });

export const fact = style({ margin: 0, overflowWrap: 'anywhere' });

export const state = style({ fontWeight: vars.font.weight.medium });

export const inForce = style([state, { color: vars.color.danger }]);

export const actions = actionRow;

export { dialogForm } from '../../forms/form-layout.css';
