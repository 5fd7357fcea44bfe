import { render } from '@testing-library/react';
import { createToastQueue, ToastQueueContext, ToastRegion } from '@vn/ui';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { ConfirmProvider } from '../app/confirm';
import type { FakeApi } from './fake-api';

/** Where the router is (`getByTestId('location')`), for tests that follow a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The frame the site gives a page: react-aria's links through the router, the confirm dialog. */
function SiteFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(href) => navigate(href)} useHref={useHref}>
      <ConfirmProvider>{children}</ConfirmProvider>
      <LocationProbe />
    </RouterProvider>
  );
}

/**
 * Renders `page` in the site's frame at `path`, on each of its route `patterns` (e.g. "/novels/:url"),
 * against `api` (installed as `fetch`), with a toast region and a cache of its own; any other
 * address shows only the location probe.
 */
export function renderRoutePage(
  api: FakeApi,
  { page, patterns, path }: { page: ReactElement; patterns: readonly string[]; path: string },
) {
  api.install();
  const toasts = createToastQueue();
  const framed = <SiteFrame>{page}</SiteFrame>;
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastQueueContext.Provider value={toasts}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {patterns.map((pattern) => (
              <Route key={pattern} path={pattern} element={framed} />
            ))}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
        <ToastRegion queue={toasts} />
      </ToastQueueContext.Provider>
    </SWRConfig>,
  );
}
