import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightPalette } from './palettes';
import { baseTokens } from './tokens';

/** The light theme; its colours pass WCAG AA (checked in contrast.test.ts and by axe in stories). */
export const lightTheme = createTheme(vars, { ...baseTokens, color: lightPalette });
