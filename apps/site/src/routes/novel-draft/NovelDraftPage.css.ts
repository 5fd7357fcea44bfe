import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

export const fact = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: 0 });

export const factTerm = style({ margin: 0 });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
