import { style, styleVariants } from '@vanilla-extract/css';
import { flexRow, focusRing, vars } from '@vn/ui';

/** The rendered text: the page's font, long words and addresses wrap instead of overflowing. */
export const markupView = style({
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  // Several spaces typed in a row stay as typed; line breaks are nodes of their own (<br>).
  whiteSpace: 'pre-wrap',
});

/** A link to another site or a mail address: the design system's inline link, as a plain anchor. */
export const externalLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': focusRing.outside,
  },
});

/** `[center]` and `[right]`: a line of its own, aligned. */
export const aligned = styleVariants({
  center: { display: 'block', textAlign: 'center' },
  right: { display: 'block', textAlign: 'right' },
});

/** `[img]`: never wider than the text. Its size is unknown, so it scales within the column. */
export const image = style({
  display: 'inline-block',
  maxWidth: '100%',
  height: 'auto',
  verticalAlign: 'bottom',
  borderRadius: vars.radius.sm,
});

/**
 * A sticker as it stands in a line of text, read and written alike (the editor's content uses it
 * too): a fixed square, so the text does not jump while it loads, centred on the line's text. At
 * the line's bottom it pushed the words of its line down to its lower edge, a wide gap above them.
 */
export const inlineSticker = {
  display: 'inline-block',
  width: `calc(${vars.size.controlLg} * 2)`,
  height: `calc(${vars.size.controlLg} * 2)`,
  objectFit: 'contain',
  verticalAlign: 'middle',
} as const;

export const sticker = style(inlineSticker);

export const smile = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.family.mono,
});

/** `[hide]` shown to a signed-in reader: marked, so they know guests do not see it. */
export const hidden = style({
  borderLeft: `${vars.size.focusRing} solid ${vars.color.border}`,
  paddingLeft: vars.space.xs,
});

/** What a guest sees instead of `[hide]` content. */
export const hiddenPlaceholder = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const spoiler = style({
  display: 'block',
  margin: `${vars.space.xs} 0`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const spoilerTrigger = style({
  ...flexRow({ align: 'center', gap: vars.space.xs }),
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': focusRing.outside,
  },
});

/** The chevron turns when the spoiler is open. */
export const spoilerChevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[data-expanded] > * > &': { transform: 'rotate(90deg)' } },
});

export const spoilerPanel = style({
  selectors: {
    '&:not([hidden])': { display: 'block', padding: `0 ${vars.space.sm} ${vars.space.sm}` },
  },
});
