import { createVar, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { bareRoundButton } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

/** The current slide's position, set per render. */
export const slideIndex = createVar();
/** How far a finger or the mouse has dragged the slides (px), 0 when nothing is dragged. */
export const dragOffset = createVar();

/**
 * The region itself takes focus (arrow keys move the slides), so its ring follows `:focus-visible`:
 * react-aria's `[data-focus-visible]` is only set on its own primitives, and a `Group` would also
 * light up while a button inside it has focus.
 */
export const carousel = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing.outside,
  },
});

/** Screenshots of any shape are letterboxed in a 16:9 frame, on the page's own neutral colour. */
export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  // Vertical pans stay the page's scroll; horizontal ones are the swipe.
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const track = style({
  display: 'flex',
  height: '100%',
  transform: `translateX(calc(${slideIndex} * -100% + ${dragOffset}))`,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    // The slides follow the pointer without delay while it drags.
    '&[data-dragging="true"]': { transition: 'none' },
  },
  // The global reduced-motion rule shortens every transition; the slide change goes entirely.
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const slide = style({
  position: 'relative',
  flex: '0 0 100%',
  minWidth: 0,
  height: '100%',
  display: 'grid',
  placeItems: 'center',
});

/** The frame's size, whatever the picture's: `contain` keeps its aspect, letterboxed. */
const fill = {
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
} as const;

export const image = style({ ...fill, objectFit: 'contain' });

export const video = style({ ...fill, border: 0 });

export const videoPlaceholder = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const controls = style(flexRow({ align: 'center', justify: 'center', gap: vars.space.sm }));

export const dots = style({
  ...flexRow({ wrap: true, justify: 'center' }),
  minWidth: 0,
});

/** A small mark in a full-size hit area; the current one is wider, not only another colour. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  ...bareRoundButton,
  '::before': {
    content: '""',
    display: 'block',
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.textMuted,
    transition: `width ${vars.motion.durationFast} ${vars.motion.easing}`,
  },
  selectors: {
    '&[data-hovered]::before': { background: vars.color.text },
    '&[data-selected]::before': { width: vars.space.lg, background: vars.color.accent },
    '&[data-focus-visible]': focusRing.inside,
  },
});
