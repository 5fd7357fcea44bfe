import { style } from '@vanilla-extract/css';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { flexColumn } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const shell = style({
  ...flexColumn(),
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    // Room for the fixed bottom navigation, so the footer and the last cards are not hidden under it.
    [media.below(breakpoints.mobile)]: {
      paddingBottom: `calc(${vars.size.controlLg} + ${vars.space.md})`,
    },
  },
});

/** Off-screen until focused: the first Tab of a page offers to skip the menus. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      ...focusRing.outside,
    },
  },
});

export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.appBar,
});

/** The search box the bottom navigation toggles; only below 600 px, where the bar has none. */
export const mobileSearch = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.atLeast(breakpoints.mobile)]: { display: 'none' } },
});

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: vars.size.pageMax,
  marginInline: 'auto',
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.below(breakpoints.mobile)]: { padding: vars.space.md } },
});
