import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { popupRow } from '../../theme/control-states.css';
import { flexColumn, flexRow } from '../../theme/flex';
import { searchClearButton } from '../SearchField/SearchField.css';

/*
 * The search box with suggestions and its stand-in share every class here, so the moment one
 * replaces the other (the site loads the box's list when the reader reaches for it) shows no change.
 */

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const searchSuggestRoot = style({
  ...flexColumn(),
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});

export const searchSuggestGroup = style({
  position: 'relative',
  ...flexRow({ align: 'center' }),
});

/** The magnifier at the start of the box, or the spinner in its place while suggestions load. */
export const searchSuggestIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchSuggestSpinner = style([
  searchSuggestIcon,
  {
    animation: `${spin} calc(5 * ${vars.motion.durationNormal}) linear infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
]);

export const searchSuggestInput = style({
  paddingLeft: `calc(${vars.space.sm} + 1.1em + ${vars.space.sm})`,
  paddingRight: `calc(${vars.size.controlSm} + ${vars.space.xs})`,
});

export const searchSuggestClear = searchClearButton;

/** The list is as wide as the box: a long name is cut short rather than widening it. */
export const searchSuggestPopover = style({
  width: 'var(--trigger-width)',
});

export const searchSuggestList = style({
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: `${vars.space.xxs} 0`,
  outline: 'none',
});

/** A group of suggestions (one kind of what the site has); a rule between groups. */
export const searchSuggestSectionGroup = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xxs },
  },
});

/** The way to every result, after the groups: ruled off from the last of them. */
export const searchSuggestMore = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xxs,
});

/** A group's heading: small, muted, not a choice. */
export const searchSuggestGroupTitle = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xxs}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

/** One suggestion: poster, then the name over the section. The whole row is a link. */
export const searchSuggestOption = style({
  boxSizing: 'border-box',
  ...flexRow({ align: 'center', gap: vars.space.sm }),
  padding: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  ...popupRow(),
});

const thumbnail = {
  flex: 'none',
  width: vars.size.controlSm,
  // A poster's usual shape (220 × 310).
  height: `calc(${vars.size.controlSm} * 1.4)`,
  borderRadius: vars.radius.sm,
} as const;

export const searchSuggestPoster = style({
  ...thumbnail,
  display: 'block',
  objectFit: 'cover',
  background: vars.color.border,
});

/** In place of a missing or hidden poster. */
export const searchSuggestNoPoster = style({
  ...thumbnail,
  ...flexRow({ inline: true, align: 'center', justify: 'center' }),
  background: vars.color.accentSubtle,
  color: vars.color.textMuted,
});

export const searchSuggestTexts = style({
  ...flexColumn(),
  minWidth: 0,
});

const oneLine = {
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

export const searchSuggestName = style({
  ...oneLine,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

/**
 * The part of a name the query matched: bold and underlined, never colour alone, and with no ground
 * of its own, so it stays clear on the highlighted option's.
 */
export const searchSuggestMatch = style({
  fontWeight: vars.font.weight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

export const searchSuggestSection = style({
  ...oneLine,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

/** "Загрузка...", "Ничего не найдено" or a failure, inside the open list. */
export const searchSuggestEmpty = style({
  ...flexRow({ align: 'center' }),
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
