import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.backdrop,
});

export const modal = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  width: 'min(320px, 85vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  outline: 'none',
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  outline: 'none',
});

export const header = style(flexRow({ align: 'center', justify: 'space-between' }));

export const title = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const link = style({
  ...flexRow({ align: 'center', gap: vars.space.sm }),
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSubtle },
    '&[aria-current="page"]': {
      background: vars.color.accentSubtle,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': focusRing.inside,
  },
});

/** The sections, with room between groups. */
export const sections = style({ display: 'grid', gap: vars.space.lg });
