import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

/** The height the body collapses to, set per post (docs/product §9). */
export const collapsedHeight = createVar();

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing.outside,
  },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const body = style({
  position: 'relative',
  overflow: 'hidden',
  selectors: {
    '&[data-collapsed="true"]': { maxHeight: collapsedHeight },
    '&[data-collapsed="true"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: vars.space.xxl,
      background: `linear-gradient(transparent, ${vars.color.surface})`,
    },
  },
});

export const toggle = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing.outside,
  },
});
