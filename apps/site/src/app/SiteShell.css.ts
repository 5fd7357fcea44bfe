import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, media } from '@vn/ui';

/**
 * The scrollbar's place is kept even before a page is long enough to need one: otherwise the whole
 * centred page moves sideways the moment content arrives (a layout shift over the entire page).
 */
globalStyle('html', {
  scrollbarGutter: 'stable',
  // Below 600 px the bottom navigation covers the last 64 px of the screen: a field focused or a
  // target scrolled to stops above it, not under it.
  '@media': { [media.below(breakpoints.mobile)]: { scrollPaddingBottom: '72px' } },
});

/**
 * The page area is at least one screen tall, so the footer starts below the fold while a page is
 * still loading instead of jumping down when it arrives (a layout shift Lighthouse counts).
 */
export const page = style({ minHeight: '100vh' });
