import { Spinner } from '@vn/ui';

/** A page, or a pane of one, waiting for what it shows: the spinner in a region marked busy. */
export function BusySpinner() {
  return (
    <div aria-busy="true">
      <Spinner />
    </div>
  );
}
