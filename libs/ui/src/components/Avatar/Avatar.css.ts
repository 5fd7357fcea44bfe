import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

export const avatar = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', justify: 'center' }),
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    userSelect: 'none',
    textTransform: 'uppercase',
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: vars.font.size.xs },
      md: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: vars.font.size.sm },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg, fontSize: vars.font.size.lg },
    },
    /** The fallback's background, picked from the name so one user always gets the same colour. */
    tone: {
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      success: { background: vars.color.success, color: vars.color.onAccent },
      danger: { background: vars.color.danger, color: vars.color.onDanger },
      muted: { background: vars.color.textMuted, color: vars.color.onAccent },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});

export const avatarImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
