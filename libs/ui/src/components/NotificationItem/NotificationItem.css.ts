import { style } from '@vanilla-extract/css';
import { LAYOUT } from '@vn/domain';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  width: `${LAYOUT.notificationWidthPx}px`,
  maxWidth: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surface,
  selectors: {
    '&[data-unread="true"]': { background: vars.color.accentSubtle },
    '&[data-hovered]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': focusRing.inside,
  },
});

/** docs/product §2.5: notification text clamped to 3 lines. */
export const text = style({
  display: '-webkit-box',
  WebkitLineClamp: LAYOUT.notificationTextLines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
