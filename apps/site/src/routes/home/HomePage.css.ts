import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

export const heading = style({ fontSize: vars.font.size.xxl, margin: `0 0 ${vars.space.xl}` });

export const statusCard = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.size.panelNarrow,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const statusTitle = style({ fontSize: vars.font.size.lg, margin: 0 });

export const statusList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
});

export const statusTerm = style({ color: vars.color.textMuted });

export const statusValue = style({ margin: 0, fontWeight: vars.font.weight.medium });
