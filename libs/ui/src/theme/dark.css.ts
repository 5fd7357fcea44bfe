import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkPalette } from './palettes';
import { baseTokens } from './tokens';

const darkTokens = {
  ...baseTokens,
  color: darkPalette,
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 12px rgb(0 0 0 / 0.5)',
    lg: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
};

/** The dark theme: the same roles, light text on dark surfaces, AA like the light one. */
export const darkTheme = createTheme(vars, darkTokens);

/** A dark-theme reader's page before the site's script runs (the boot script sets data-theme). */
globalStyle(':root[data-theme="dark"]', { vars: assignVars(vars, darkTokens) });
