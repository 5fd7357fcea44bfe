import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { bareList, metaRow } from '../../app/page-layout.css';

export const history = bareList.md;

export const revision = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const revisionTitle = style({ margin: 0, fontSize: vars.font.size.md });

export const revisionMeta = style([metaRow, { margin: 0 }]);
