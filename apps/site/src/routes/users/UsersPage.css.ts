import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import {
  bareList,
  startColumn,
  listRow,
  listRowMain,
  metaRow,
  mutedNote,
  actionRow,
} from '../../app/page-layout.css';

export const controls = style([actionRow, { alignItems: 'flex-end', minWidth: 0 }]);

export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });

export const count = mutedNote;

export const list = bareList.sm;

export const row = listRow;

export const rowMain = listRowMain;

export const email = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const rowMeta = metaRow;

export const failure = startColumn;
