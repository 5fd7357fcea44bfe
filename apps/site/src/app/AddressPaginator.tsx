import { Paginator } from '@vn/ui';
import { useNavigate } from 'react-router';

interface AddressPaginatorProps {
  /** The page shown, 0-based. */
  page: number;
  pageCount: number;
  /** The address of a page (0-based). */
  hrefOf: (page: number) => string;
}

/**
 * A list page's paginator (docs/conventions.md § State in the address): each page is an address of
 * its own, read from the top as a new page would be. Nothing while there is one page or none.
 */
export function AddressPaginator({ page, pageCount, hrefOf }: AddressPaginatorProps) {
  const navigate = useNavigate();
  if (pageCount <= 1) return null;
  return (
    <Paginator
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        void navigate(hrefOf(next));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
