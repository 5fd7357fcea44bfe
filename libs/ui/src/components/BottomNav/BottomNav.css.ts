import { style } from '@vanilla-extract/css';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { flexColumn } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

/** Mobile only (docs/product §2.1): hidden from the 600 px breakpoint up. */
export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.appBar,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': { [media.atLeast(breakpoints.mobile)]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const itemBase = {
  ...flexColumn({ align: 'center', gap: vars.space.xxs }),
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: `${vars.space.xs} 0`,
  border: 0,
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
} as const;

export const item = style({
  ...itemBase,
  selectors: {
    '&[aria-current="page"], &[data-selected]': {
      color: vars.color.accent,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': focusRing.inside,
  },
});
