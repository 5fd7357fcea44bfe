import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@vn/ui';

export const previewTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The project preview: poster beside the facts, one column on a phone. */
export const overview = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.below(breakpoints.mobile)]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const poster = style({
  display: 'block',
  width: '100%',
  maxWidth: '12rem',
  height: 'auto',
  borderRadius: vars.radius.md,
});
