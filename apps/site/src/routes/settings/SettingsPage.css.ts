import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import {
  actionRow,
  bareList,
  cardHeading,
  fixedPageTitle,
  listRow,
  listRowMain,
  mutedNote,
  narrowPage,
  sectionHeading,
  stack,
  table,
  tableCell,
} from '../../app/page-layout.css';

export const page = narrowPage;

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = fixedPageTitle;

export const section = stack.md;

export const sectionTitle = sectionHeading;

export const switches = style({ display: 'grid', gap: vars.space.sm });

export const blockSizes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

/** A part of a section (what is followed, where news reaches, the feed), under its own heading. */
export const part = stack.sm;

export const partTitle = cardHeading;

export const note = mutedNote;

export const follows = bareList.sm;

export const follow = listRow;

export const followMain = listRowMain;

export const actions = actionRow;

/** The kinds of events × the channels: the first column takes what is left, even at 375 px. */
export const alertsTable = table;

export const alertsCell = tableCell;

/** A channel's column: only as wide as its heading, its checkbox centred under it. */
export const alertsChannel = style([
  alertsCell,
  { width: '1%', textAlign: 'center', whiteSpace: 'nowrap' },
]);
