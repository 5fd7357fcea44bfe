import { style, styleVariants } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';

/*
 * The blocks the site's forms are built from: a group of fields drawn as a bordered box under its
 * legend, a form in a dialog, the form's failure said in place, and the row of its buttons at its
 * end. A form's style
 * module names them for its own parts (`export const group = fieldGroup.roomy`).
 */

const fieldGroupBox = style({
  display: 'grid',
  minWidth: 0,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/**
 * A `<fieldset>` as a bordered box, its fields a column: `compact` for a few short fields (a group's
 * links), `regular` inside a narrow form, `roomy` for the sections of a page-wide form.
 */
export const fieldGroup = styleVariants(
  {
    compact: { gap: vars.space.sm, padding: vars.space.md },
    regular: { gap: vars.space.md, padding: vars.space.md },
    roomy: { gap: vars.space.md, padding: vars.space.lg },
  },
  (spacing) => [fieldGroupBox, spacing],
);

/** A field group's legend, kept off the border it sits in. */
export const fieldGroupLegend = styleVariants(
  { bold: vars.font.weight.bold, medium: vars.font.weight.medium },
  (fontWeight) => ({ padding: `0 ${vars.space.xs}`, fontWeight }),
);

/** A form in a dialog: what it is about, its fields and its buttons, a column well apart. */
export const dialogForm = style({ display: 'grid', gap: vars.space.lg });

/** Why the form was not sent, in the danger colour. */
export const formFailure = style({ margin: 0, color: vars.color.danger });

/** The form's buttons at its end, wrapping on a narrow screen. */
export const formActions = style(flexRow({ wrap: true, justify: 'flex-end', gap: vars.space.sm }));
