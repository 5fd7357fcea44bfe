import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightPalette } from './palettes';
import { baseTokens } from './tokens';

const lightTokens = { ...baseTokens, color: lightPalette };

/** The light theme; its colours pass WCAG AA (checked in contrast.test.ts and by axe in stories). */
export const lightTheme = createTheme(vars, lightTokens);

/*
 * Also the page's own, before any module script runs: a server-rendered page is painted with its
 * theme from the styles alone (the light one, or what the boot script put in data-theme; see
 * dark.css.ts), not unstyled until the site's script adds the theme's class.
 */
// `:where` (no specificity): a theme's class on <html> always wins over this default.
globalStyle(':where(:root)', { vars: assignVars(vars, lightTokens) });
