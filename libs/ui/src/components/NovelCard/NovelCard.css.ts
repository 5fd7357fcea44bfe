import { style } from '@vanilla-extract/css';
import { LAYOUT } from '@vn/domain';
import { vars } from '../../theme/contract.css';
import { flexColumn, flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

const posterWidth = `${LAYOUT.posterWidthPx}px`;

export const novelCard = style({
  ...flexColumn(),
  width: posterWidth,
  maxWidth: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.family.body,
  outline: 'none',
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.md, borderColor: vars.color.accent },
    '&[data-pressed]': { boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': focusRing.outside,
  },
});

export const novelCardPoster = style({
  position: 'relative',
  ...flexRow({ align: 'center', justify: 'center' }),
  width: '100%',
  maxHeight: `${LAYOUT.posterRatioLimit}px`,
  overflow: 'hidden',
  background: vars.color.disabledSurface,
  color: vars.color.textMuted,
});

export const novelCardImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const novelCardPlaceholderIcon = style({
  width: vars.size.controlMd,
  height: vars.size.controlMd,
});

export const novelCardMark = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.shadow.sm,
});

export const novelCardBody = style({
  ...flexColumn({ gap: vars.space.xs }),
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const novelCardName = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const novelCardDetails = style(flexColumn({ gap: vars.space.xs }));

export const novelCardDetail = style({
  color: vars.color.textMuted,
});

export const novelCardRatings = style({
  ...flexRow({ wrap: true, gap: vars.space.md }),
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const novelCardRating = style(
  flexRow({ inline: true, align: 'center', gap: vars.space.xxs }),
);

export const novelCardRatingIcon = style({
  width: vars.font.size.sm,
  height: vars.font.size.sm,
});

/** A card whose poster is veiled: the card and, over its poster, the button that shows it. */
export const novelCardFrame = style({
  position: 'relative',
  display: 'block',
  width: posterWidth,
  maxWidth: '100%',
});

export const novelCardVeil = style({
  insetBlockEnd: 'auto',
  width: '100%',
  maxHeight: `${LAYOUT.posterRatioLimit}px`,
});
