import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@vn/ui';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.below(breakpoints.mobile)]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
});

export const brand = style({
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const main = style({
  width: '100%',
  maxWidth: vars.size.pageMax,
  margin: '0 auto',
  padding: vars.space.xl,
  '@media': { [media.below(breakpoints.mobile)]: { padding: vars.space.lg } },
});

export const footer = style({
  padding: `${vars.space.lg} ${vars.space.xl}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
