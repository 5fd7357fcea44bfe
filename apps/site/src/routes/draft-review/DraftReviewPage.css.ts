import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import {
  bareList,
  card,
  mutedNote,
  pageTitle,
  sectionHeading,
  spaciousPage,
  stack,
} from '../../app/page-layout.css';
import { formFailure } from '../../forms/form-layout.css';

/* /drafts/{id}/review (docs/product §A4, ours): one card per proposed field, then the decisions. */

export const page = spaciousPage;

export const title = pageTitle;

export const note = mutedNote;

export const form = stack.lg;

export const fields = bareList.md;

/** One proposed field: its name and outcome, what changes, and the reviewer's choice. */
export const field = style([card.md, { overflowWrap: 'anywhere' }]);

export const fieldHead = style(flexRow({ wrap: true, align: 'baseline', gap: vars.space.sm }));

export const fieldTitle = style([sectionHeading, { margin: 0 }]);

/** The outcome in words («Конфликт»), never by colour alone. */
export const outcome = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const conflictOutcome = style([
  outcome,
  { color: vars.color.danger, fontWeight: vars.font.weight.bold },
]);

/** Was, now and proposed: side by side where there is room, one above the other on a phone. */
export const sides = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

export const side = style([stack.xs, { alignContent: 'start' }]);

export const sideTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const choice = style({ display: 'grid', gap: vars.space.sm, maxWidth: '40rem' });

export const failure = formFailure;
