import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const comboBoxGroup = style({
  position: 'relative',
  ...flexRow({ align: 'center' }),
});

export const comboBoxInput = style({
  paddingRight: `calc(${vars.size.controlSm} + ${vars.space.xs})`,
});

export const comboBoxSpinner = style({
  position: 'absolute',
  right: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  animation: `${spin} calc(5 * ${vars.motion.durationNormal}) linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** "Загрузка..." / "Ничего не найдено" inside the open list. */
export const comboBoxEmpty = style({
  ...flexRow({ align: 'center' }),
  height: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
