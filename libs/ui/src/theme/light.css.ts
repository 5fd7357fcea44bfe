import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { baseTokens } from './tokens';

/*
 * Colours are chosen for WCAG AA: body text on background 15.9:1, muted text 7.1:1, accent as text
 * and white on accent 6.1:1; Storybook's axe checks fail a story that drops below AA.
 */
export const lightTheme = createTheme(vars, {
  ...baseTokens,
  color: {
    background: '#f6f5fa',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1c1a27',
    textMuted: '#4f4b62',
    border: '#d4d1e0',
    accent: '#5a3ec8',
    accentHover: '#4b31ad',
    accentPressed: '#3e2791',
    onAccent: '#ffffff',
    accentSubtle: '#ece8fb',
    focusRing: '#2f6fd6',
    danger: '#b4232c',
    dangerHover: '#961c24',
    onDanger: '#ffffff',
    success: '#1f7a43',
    disabledText: '#6d6a7c',
    disabledSurface: '#e8e6ef',
  },
});
