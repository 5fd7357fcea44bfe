import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

/** The reason and the buttons, one under the other. */
export const dialogForm = style({ display: 'grid', gap: vars.space.lg });
