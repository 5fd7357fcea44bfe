import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { flexColumn } from '../../theme/flex';

/** The frame: the image's own size; the blur never spills outside it. */
export const imageVeil = style({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  verticalAlign: 'top',
});

/** The image under the veil: blurred enough that nothing in it can be made out. */
export const blurred = style({
  display: 'block',
  filter: 'blur(24px)',
  // The blur's soft edge would show the page through; a slight scale hides it inside the frame.
  transform: 'scale(1.1)',
});

/** Over the image, in its middle: the one thing to do with it. */
export const veilCover = style({
  position: 'absolute',
  inset: 0,
  ...flexColumn({ align: 'center', justify: 'center', gap: vars.space.xs }),
  padding: vars.space.sm,
  // Only the button takes clicks: around it, a card's link stays a link.
  pointerEvents: 'none',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const veilButton = style({
  pointerEvents: 'auto',
});
