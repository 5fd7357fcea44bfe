import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { bareList } from '../../app/page-layout.css';

export const history = bareList.md;

export const revision = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const revisionTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const revisionMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
