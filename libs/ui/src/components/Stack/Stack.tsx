import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /**
   * Which way the children run.
   * @default 'column'
   */
  direction?: 'row' | 'column';
}

/** Children in a row or a column with a token gap between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { direction = 'column', gap = 'md', ...props },
  ref,
) {
  return <Box ref={ref} display="flex" flexDirection={direction} gap={gap} {...props} />;
});
