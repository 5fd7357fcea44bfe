import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, flexColumn, flexRow, focusRing, media, vars } from '@vn/ui';
import {
  bareList,
  fixedPageTitle,
  sectionHeading,
  stack,
  actionRow,
} from '../../app/page-layout.css';

const narrow = media.below(breakpoints.mobile);

export const page = stack.md;

export const title = fixedPageTitle;

/**
 * Contacts beside the conversation; below 600 px one pane at a time (docs/product §2.1, §2.5): the
 * conversation when one is open in the address, else the contacts.
 */
export const panes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// Its own class, not the shared stack: the pane switch below picks the contacts by it.
export const contacts = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const conversation = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  minWidth: 0,
  // The log scrolls inside the pane, so the composer stays in view under it.
  height: 'calc(100vh - 10rem)',
  minHeight: '24rem',
});

globalStyle(`${panes}[data-pane="conversation"] > ${contacts}`, {
  '@media': { [narrow]: { display: 'none' } },
});
globalStyle(`${panes}[data-pane="contacts"] > :not(${contacts})`, {
  '@media': { [narrow]: { display: 'none' } },
});

export const paneTitle = sectionHeading;

export const conversationHeader = actionRow;

/** The way back to the contacts exists only where the contacts are not beside the conversation. */
export const backLink = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [narrow]: { display: 'inline-flex' } },
});

export const log = style({
  overflowY: 'auto',
  minHeight: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': focusRing.edge,
  },
});

export const messageList = bareList.sm;

const messageRow = style({
  ...flexRow({ align: 'flex-end', gap: vars.space.xxs }),
  maxWidth: '85%',
});

export const ownMessage = style([
  messageRow,
  {
    justifySelf: 'end',
    flexDirection: 'row-reverse',
    selectors: {
      '&[data-selected]': {
        outline: `${vars.size.focusRing} solid ${vars.color.accent}`,
        borderRadius: vars.radius.md,
      },
    },
  },
]);

export const theirMessage = style([messageRow, { justifySelf: 'start' }]);

export const messageActions = style(flexColumn());

export const composer = stack.sm;

export const composerActions = style(flexRow({ gap: vars.space.sm }));

export const contactList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contactRow = style({
  ...flexRow({ align: 'center', gap: vars.space.xxs }),
  borderRadius: vars.radius.md,
  selectors: { '&[data-open]': { background: vars.color.accentSubtle } },
});

export const contactLink = style({
  ...flexRow({ align: 'center', gap: vars.space.sm }),
  flex: 1,
  minWidth: 0,
  padding: vars.space.xs,
});

export const contactAvatar = style({ display: 'inline-flex' });

export const contactName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const placeholder = style([muted, { margin: 0, alignSelf: 'center' }]);
