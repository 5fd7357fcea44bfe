import { style } from '@vanilla-extract/css';
import { flexRow, focusRing, vars, visuallyHidden } from '@vn/ui';
import { stack, actionRow } from '../app/page-layout.css';

export const section = stack.lg;

export const heading = style({ margin: 0, fontSize: vars.font.size.xl });

/** Named for screen readers only, where a tab already names the section. */
export const hiddenHeading = visuallyHidden;

export const form = stack.md;

export const reviewOptions = style([actionRow, { alignItems: 'flex-start', gap: vars.space.lg }]);

export const formActions = style(flexRow({ wrap: true, gap: vars.space.sm }));

/** A guest's comment box: looks like the text box it stands for, and leads to /login. */
export const guestBox = style({
  display: 'block',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  minHeight: '4.5rem',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRing.outside,
  },
});

export const list = stack.lg;

/** SourcedCommentList: comments from many places, each under the link to its own. */
export const sourcedList = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const sourcedItem = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const sourceLink = style({ fontSize: vars.font.size.sm, justifySelf: 'start' });
