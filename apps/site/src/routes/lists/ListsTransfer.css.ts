import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import {
  actionRow,
  bareList,
  cardHeading,
  mutedNote,
  sectionHeading,
  stack,
  table,
  tableCell,
} from '../../app/page-layout.css';

export const section = stack.md;

export const sectionTitle = sectionHeading;

export const part = stack.sm;

export const partTitle = cardHeading;

export const actions = actionRow;

export const note = mutedNote;

export const list = bareList.sm;

export const rows = table;

export const cell = tableCell;

export const scroll = style({ overflowX: 'auto', maxHeight: '24rem', minWidth: 0 });

export const count = style({ fontWeight: vars.font.weight.bold });
