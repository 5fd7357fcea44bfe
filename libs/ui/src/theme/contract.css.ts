import { createThemeContract } from '@vanilla-extract/css';

/**
 * Every token a component may use. Components read only these variables, never literal colours or
 * sizes, so a theme is one `createTheme` call (`light.css.ts`, `dark.css.ts`).
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentHover: null,
    accentPressed: null,
    onAccent: null,
    accentSubtle: null,
    focusRing: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    success: null,
    disabledText: null,
    disabledSurface: null,
    /** The dimmed backdrop behind modals and the drawer. */
    backdrop: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  size: {
    controlSm: null,
    controlMd: null,
    controlLg: null,
    focusRing: null,
    /** Widest the page's content grows. */
    pageMax: null,
    /** A panel of a few short lines (forms, status cards). */
    panelNarrow: null,
    /** The longest comfortable line of running text (an explanation, a form with a text box). */
    measure: null,
  },
  zIndex: { appBar: null, drawer: null, modal: null, toast: null, tooltip: null },
  motion: { durationFast: null, durationNormal: null, easing: null },
});
