import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import { createToastQueue, ToastQueueContext, ToastRegion } from '@vn/ui';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
});

/** Where the router is when the page has sent the reader elsewhere. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Адрес">{`${location.pathname}${location.search}`}</output>;
}

/** react-aria's links go through the router, as in SiteShell. */
function AriaRouter({ children }: { children: ReactElement }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(href) => void navigate(href)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * Renders a sign-in page at `url` with what the site gives every page: a router, a fresh SWR cache,
 * a toast region with its own queue. Any other address shows a probe with the location
 * (`currentAddress()`).
 */
export function renderPage(page: ReactElement, url: string): RenderResult {
  const pathname = new URL(url, 'http://site.test').pathname;
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastQueueContext.Provider value={createToastQueue()}>
        <MemoryRouter initialEntries={[url]}>
          <AriaRouter>
            <Routes>
              <Route path={pathname} element={page} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </AriaRouter>
        </MemoryRouter>
        <ToastRegion />
      </ToastQueueContext.Provider>
    </SWRConfig>,
  );
}

/** The address the page sent the reader to. */
export async function currentAddress(): Promise<string> {
  return (await screen.findByRole('status', { name: 'Адрес' })).textContent ?? '';
}
