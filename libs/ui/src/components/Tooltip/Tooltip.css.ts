import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  maxWidth: vars.size.panelNarrow,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  zIndex: vars.zIndex.tooltip,
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
});

export const tooltipArrow = style({
  display: 'flex',
  selectors: {
    '&[data-placement=bottom]': { transform: 'rotate(180deg)' },
    '&[data-placement=left]': { transform: 'rotate(-90deg)' },
    '&[data-placement=right]': { transform: 'rotate(90deg)' },
  },
});

export const tooltipArrowShape = style({
  display: 'block',
  width: vars.space.sm,
  height: vars.space.sm,
  fill: vars.color.text,
});
