import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import { card } from '../../app/page-layout.css';

export const fact = style({ ...flexRow({ wrap: true, gap: vars.space.xs }), minWidth: 0 });

export const factTerm = style({ margin: 0 });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The stale base's note: set apart by its border, not by colour alone (docs/product §A4.1). */
export const staleNote = style([
  card.xs,
  { borderColor: vars.color.accent, background: vars.color.surfaceRaised },
]);

export const staleTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const staleText = style({ margin: 0, overflowWrap: 'anywhere' });
