import { LIMITS } from '@vn/domain';

/** A page (0-based) or a gap in the row of pages. */
export type PaginatorItem = number | 'ellipsis-start' | 'ellipsis-end';

/** The page count a paginator shows: at most `LIMITS.paginatorMaxPages` (docs/product §9), at least 1. */
export function paginatorPageCount(pageCount: number): number {
  return Math.max(1, Math.min(Math.floor(pageCount), LIMITS.paginatorMaxPages));
}

/**
 * The row of a paginator for 0-based `page` of `pageCount` pages: the first and last page, the
 * current one with `siblings` on either side, and an ellipsis for each run left out. The row keeps
 * the same length wherever the current page is (2 × siblings + 5 items once pages are many).
 */
export function paginatorItems(page: number, pageCount: number, siblings = 1): PaginatorItem[] {
  const count = paginatorPageCount(pageCount);
  const current = Math.max(0, Math.min(page, count - 1));
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const length = siblings * 2 + 5;
  if (count <= length) return range(0, count - 1);
  const last = count - 1;
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, last - 1);
  const showStart = left > 2;
  const showEnd = right < last - 2;
  if (!showStart) return [...range(0, length - 3), 'ellipsis-end', last];
  if (!showEnd) return [0, 'ellipsis-start', ...range(count - (length - 2), last)];
  return [0, 'ellipsis-start', ...range(left, right), 'ellipsis-end', last];
}
