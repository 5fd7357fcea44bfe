import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bubble = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xxs,
    maxWidth: '80%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    side: {
      own: { justifySelf: 'end', background: vars.color.accentSubtle },
      theirs: {
        justifySelf: 'start',
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { side: 'theirs' },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
