import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { mutedNote } from '../app/page-layout.css';

/* The report dialog (docs/product §A3.1, ours). */

export { dialogForm as form } from '../forms/form-layout.css';

export const subject = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const hint = mutedNote;

export const received = style({ margin: 0 });
