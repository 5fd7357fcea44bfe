import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { flexColumn, flexRow } from './flex';
import { focusRing } from './focus-ring.css';

/*
 * Rule bodies shared by the controls, like `focusRing`: plain objects each component spreads into
 * its own `style`/`recipe`, so every class keeps its place in the stylesheet.
 */

/**
 * The disabled state of a control drawn on its own surface inside a border (a field's box, a chip
 * of a picker, the drop zone): muted text on the disabled surface, the border back at rest.
 * For `'&[data-disabled]'`.
 */
export const disabledControl = {
  cursor: 'not-allowed',
  color: vars.color.disabledText,
  background: vars.color.disabledSurface,
  borderColor: vars.color.border,
} as const;

/**
 * The disabled state of a control with no surface of its own (the label of a checkbox, a switch or
 * a radio, an icon button inside a field, a popup list option): muted text only.
 */
export const disabledLabel = { cursor: 'not-allowed', color: vars.color.disabledText } as const;

/**
 * The column of a labelled group of controls (RadioGroup, RatingPicker, LengthRangePicker): the
 * label, the controls, the description and the error, in the body font.
 */
export const controlGroupColumn = {
  ...flexColumn({ gap: vars.space.xs }),
  fontFamily: vars.font.family.body,
  color: vars.color.text,
} as const;

/** The root of a single toggle with its description and error under it (Checkbox, Switch). */
export const toggleColumn = {
  ...controlGroupColumn,
  ...flexColumn({ inline: true, gap: vars.space.xxs }),
} as const;

/** The clickable label row of a checkbox, a switch or a radio: the mark, then the text. */
export const toggleLabel = {
  ...flexRow({ inline: true, align: 'center', gap: vars.space.sm }),
  cursor: 'pointer',
  lineHeight: vars.font.lineHeight.tight,
  selectors: { '&[data-disabled]': disabledLabel },
} as const;

/** The size variants of `toggleLabel`: the mark is sized in `em`, so the font size scales it. */
export const toggleLabelSizes = {
  size: {
    sm: { fontSize: vars.font.size.sm },
    md: { fontSize: vars.font.size.md },
  },
} as const;

type MarkSelectors = Record<string, StyleRule>;

/**
 * The mark of a toggle (a checkbox's box, a switch's track, a radio's circle), drawn from the states
 * of its label, whose recipe base class is `label`: outlined at rest, the accent border on hover and
 * press, the outside focus ring, the disabled colours. Each toggle brings how it looks `selected`
 * (and `invalid`, if it can be) by selector, and what more it mutes when `disabled`; they keep the
 * rule order every toggle had on its own (pressed after selected, so a press shows on a ticked box;
 * disabled last, over everything).
 */
export function toggleMark(
  label: string,
  own: { selected: MarkSelectors; invalid?: MarkSelectors; disabled?: StyleRule },
): StyleRule {
  return {
    flexShrink: 0,
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.textMuted}`,
    background: vars.color.surface,
    selectors: {
      [`${label}[data-hovered] &`]: { borderColor: vars.color.accent },
      ...own.selected,
      [`${label}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
      [`${label}[data-focus-visible] &`]: focusRing.outside,
      ...own.invalid,
      [`${label}[data-disabled] &`]: {
        borderColor: vars.color.disabledText,
        background: vars.color.disabledSurface,
        ...own.disabled,
      },
    },
  };
}

/**
 * A small square icon button in a field's box, at its right end (PasswordField's toggle,
 * SearchField's clear): muted until hovered. Each field sets `right` for its own padding.
 */
export const inFieldButton = {
  position: 'absolute',
  ...flexRow({ inline: true, align: 'center', justify: 'center' }),
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.accentSubtle },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing.edge,
  },
} as const;

/**
 * A row of a list that opens over the page (a list box's option, a menu's item, a search
 * suggestion): chosen with the pointer, tinted where the arrow keys are, the focus ring inside it.
 * A row's own states (selected, disabled) follow in `selectors`.
 */
export function popupRow(selectors: MarkSelectors = {}): StyleRule {
  return {
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.accentSubtle },
      '&[data-focus-visible]': focusRing.inside,
      ...selectors,
    },
  };
}

/** The raised surface of what opens over the page (a popover, a menu, a list, a submenu). */
export const raisedSurface = {
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
} as const;

/** The heights, paddings and text sizes of a text button, and of a picker's button-like options. */
export const buttonSizes = {
  sm: {
    minHeight: vars.size.controlSm,
    padding: `0 ${vars.space.md}`,
    fontSize: vars.font.size.sm,
  },
  md: {
    minHeight: vars.size.controlMd,
    padding: `0 ${vars.space.lg}`,
    fontSize: vars.font.size.md,
  },
} as const;

/** A round button drawn only by what it holds (an avatar, a carousel's dot). */
export const bareRoundButton = {
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
} as const;

/** A list laid out as a wrapping row, without bullets or indent (breadcrumbs, page numbers). */
export const inlineList = {
  ...flexRow({ wrap: true, align: 'center', gap: vars.space.xs }),
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;
