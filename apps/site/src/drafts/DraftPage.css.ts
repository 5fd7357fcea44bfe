import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@vn/ui';
import {
  actionRow,
  card,
  pageTitle,
  spaciousPage,
  startColumn,
  metaRow,
} from '../app/page-layout.css';

/** The frame both draft pages share (/drafts/{id}, /postDrafts/{id}; docs/product §2.2, §4). */
export const page = spaciousPage;

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = pageTitle;

/** The header's line of facts: who proposed it, when it changed, where it leads. */
export const facts = style([metaRow, { gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 }]);

/**
 * The four steps are wider than a phone: they wrap onto a second row rather than scroll (a scrolling
 * strip would need a focus stop of its own to be usable from the keyboard).
 */
export const stepper = style({ flexWrap: 'wrap', rowGap: vars.space.sm });

export const actions = actionRow;

/** A titled panel of the page: the preview, an update draft's changes. */
export const section = style([
  card.lg,
  {
    padding: vars.space.lg,
    '@media': { [media.below(breakpoints.mobile)]: { padding: vars.space.md } },
  },
]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
});

export const rawData = startColumn;

export const json = style({
  margin: 0,
  maxWidth: '100%',
  maxHeight: '30rem',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  justifySelf: 'stretch',
});
