import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

/*
 * The look of a field's change, shared by TextDiff, ListDiff and ImageDiff. An added piece is
 * underlined and a removed one struck through, so neither needs its colour to be told apart; the
 * colours meet WCAG AA on the page and on a card in both themes (theme/contrast.test.ts).
 */

const added = {
  color: vars.color.success,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.space.xxs,
  textUnderlineOffset: vars.space.xxs,
} as const;

const removed = {
  color: vars.color.danger,
  textDecorationLine: 'line-through',
  textDecorationThickness: vars.space.xxs,
} as const;

/** A side of a field with nothing in it. */
export const nothing = style({ margin: 0, color: vars.color.textMuted });

/** The text as it was written: line breaks and runs of spaces kept, a long word broken to fit. */
export const textDiff = style({
  margin: 0,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** An added or a removed piece, of a text or a list (an `<ins>` or a `<del>`). */
export const change = recipe({
  variants: { kind: { added, removed } },
});

/**
 * An addition right after a removal stands a little apart, so the strikethrough and the underline
 * do not run into one word; the gap is no character of either text.
 */
export const textDiffReplacement = style({ marginInlineStart: vars.space.xs });

export const listDiff = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
});

export const listDiffItem = style({
  display: 'grid',
  gridTemplateColumns: `${vars.font.size.md} minmax(0, 1fr)`,
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

/** «+» or «−» in a column of its own, so the items' text lines up whether marked or kept. */
export const listDiffSign = recipe({
  base: { fontWeight: vars.font.weight.bold, textAlign: 'center' },
  variants: {
    kind: {
      kept: {},
      added: { color: vars.color.success },
      removed: { color: vars.color.danger },
    },
  },
});

/** Before and after side by side; one above the other on a phone. */
export const imageDiff = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.below(breakpoints.mobile)]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const imageDiffSide = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const imageDiffTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const imageDiffList = style({
  ...flexRow({ wrap: true, gap: vars.space.sm }),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const thumbnailSize = `calc(${vars.size.controlLg} * 3)`;

export const imageDiffImage = style({
  display: 'block',
  maxWidth: thumbnailSize,
  maxHeight: thumbnailSize,
  width: 'auto',
  height: 'auto',
  borderRadius: vars.radius.sm,
});

/** A video is named, not played: the reviewer sees which one without loading YouTube. */
export const imageDiffVideo = style({
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  minHeight: vars.size.controlLg,
  maxWidth: thumbnailSize,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
