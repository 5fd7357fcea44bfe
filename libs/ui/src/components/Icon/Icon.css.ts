import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: vars.font.size.sm, height: vars.font.size.sm },
      md: { width: vars.font.size.lg, height: vars.font.size.lg },
      lg: { width: vars.font.size.xxl, height: vars.font.size.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
