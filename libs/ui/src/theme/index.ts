// The self-hosted Cyrillic web font: pages and screenshots look the same on every machine.
import '@fontsource-variable/inter';
import './global.css';

export { breakpoints, gridBreakpoints, media } from './breakpoints';
export { vars } from './contract.css';
export { darkTheme } from './dark.css';
export { lightTheme } from './light.css';
export { contrastRatio } from './contrast';
export { darkPalette, lightPalette, type Palette } from './palettes';
export { focusRing, type FocusRingPlacement } from './focus-ring.css';
export {
  flexColumn,
  flexRow,
  type FlexAlign,
  type FlexJustify,
  type FlexOptions,
  type FlexRule,
} from './flex';
