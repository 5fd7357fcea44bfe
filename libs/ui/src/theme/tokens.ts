/** The tokens every theme shares; themes differ in colour (and, later, shadows). */
export const baseTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgb(20 16 40 / 0.08)',
    md: '0 4px 12px rgb(20 16 40 / 0.12)',
    lg: '0 12px 32px rgb(20 16 40 / 0.18)',
  },
  font: {
    family: {
      body: "'Inter Variable', system-ui, sans-serif",
      mono: "ui-monospace, 'DejaVu Sans Mono', monospace",
    },
    size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  size: {
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    focusRing: '2px',
    pageMax: '1200px',
    panelNarrow: '420px',
    measure: '40rem',
  },
  zIndex: { appBar: '100', drawer: '200', modal: '300', toast: '400', tooltip: '500' },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;
