import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The multi-line box: padding on all sides instead of a fixed height. */
export const textArea = style({
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  minHeight: `calc(3 * ${vars.size.controlSm})`,
});

export const textAreaResize = recipe({
  variants: {
    resize: {
      vertical: { resize: 'vertical' },
      none: { resize: 'none' },
    },
  },
  defaultVariants: { resize: 'vertical' },
});

export type TextAreaVariants = NonNullable<RecipeVariants<typeof textAreaResize>>;
