import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inlineList } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const list = style({
  ...inlineList,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const crumb = style(flexRow({ inline: true, align: 'center', gap: vars.space.xs }));

export const link = style({
  color: vars.color.accent,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-current]': { color: vars.color.text, cursor: 'default', textDecoration: 'none' },
    '&[data-focus-visible]': focusRing.outside,
  },
});
