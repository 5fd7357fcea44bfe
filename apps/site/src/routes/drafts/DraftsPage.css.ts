import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import {
  bareList,
  startColumn,
  listRow,
  listRowMain,
  metaRow,
  page,
} from '../../app/page-layout.css';

// The page frame and heading every page shares.
export { page, pageTitle as title } from '../../app/page-layout.css';

/** A tab's panel: one column as wide as the page, so the inner tab row scrolls, not the page. */
export const panel = page;

export const list = bareList.sm;

export const row = listRow;

export const rowMain = listRowMain;

export const rowType = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const rowMeta = metaRow;

export const failure = startColumn;
