import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { forwardRef } from 'react';
import { Button } from 'react-aria-components';
import {
  paginator,
  paginatorButton,
  paginatorCompact,
  paginatorEllipsis,
  paginatorList,
  paginatorPageItem,
  type PaginatorVariants,
} from './Paginator.css';
import { paginatorItems, paginatorPageCount } from './paginator-items';

export interface PaginatorProps {
  /** The current page, 0-based (shown 1-based). */
  page: number;
  /** How many pages there are; more than `LIMITS.paginatorMaxPages` (100) are cut to 100. */
  pageCount: number;
  /** Called with the chosen page, 0-based. */
  onPageChange: (page: number) => void;
  /** Pages shown on either side of the current one. @default 1 */
  siblings?: number;
  /** @default 'Страницы' */
  'aria-label'?: string;
  isDisabled?: boolean;
  /** @default 'md' */
  size?: PaginatorVariants['size'];
  className?: string;
}

/**
 * Page navigation: previous, the pages with ellipses, next. Below the mobile breakpoint it folds to
 * previous / "N из M" / next (CSS only).
 */
export const Paginator = forwardRef<HTMLElement, PaginatorProps>(function Paginator(
  {
    page,
    pageCount,
    onPageChange,
    siblings = 1,
    'aria-label': ariaLabel = 'Страницы',
    isDisabled,
    size,
    className,
  },
  ref,
) {
  const count = paginatorPageCount(pageCount);
  const current = Math.max(0, Math.min(page, count - 1));
  return (
    <nav ref={ref} aria-label={ariaLabel} className={clsx(paginator({ size }), className)}>
      <ul className={paginatorList}>
        <li>
          <Button
            className={paginatorButton}
            aria-label="Предыдущая страница"
            isDisabled={isDisabled || current === 0}
            onPress={() => onPageChange(current - 1)}
          >
            <ChevronLeft size="1.1em" aria-hidden />
          </Button>
        </li>
        {paginatorItems(current, count, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={paginatorPageItem}>
              <Button
                className={paginatorButton}
                aria-label={`Страница ${item + 1}`}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {item + 1}
              </Button>
            </li>
          ) : (
            <li key={item} className={paginatorPageItem} aria-hidden>
              <span className={paginatorEllipsis}>…</span>
            </li>
          ),
        )}
        <li className={paginatorCompact}>
          {current + 1} из {count}
        </li>
        <li>
          <Button
            className={paginatorButton}
            aria-label="Следующая страница"
            isDisabled={isDisabled || current === count - 1}
            onPress={() => onPageChange(current + 1)}
          >
            <ChevronRight size="1.1em" aria-hidden />
          </Button>
        </li>
      </ul>
    </nav>
  );
});
