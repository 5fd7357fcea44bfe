import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createToastQueue, ToastQueueContext, ToastRegion } from '@vn/ui';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { useLoadFailurePage } from './use-load-failure-page';

interface PageProps {
  data?: string;
  error?: unknown;
  notFound?: ReactElement;
}

function Page({ data, error, notFound }: PageProps) {
  const failurePage = useLoadFailurePage(data, error, 'Не удалось загрузить новеллу', { notFound });
  if (failurePage) return failurePage;
  return <p>{data ?? 'Загрузка...'}</p>;
}

function renderPage(props: PageProps) {
  const toasts = createToastQueue();
  return render(
    <ToastQueueContext.Provider value={toasts}>
      <MemoryRouter>
        <Page {...props} />
      </MemoryRouter>
      <ToastRegion queue={toasts} />
    </ToastQueueContext.Provider>,
  );
}

describe('useLoadFailurePage (docs/product §8)', () => {
  afterEach(cleanup);

  it('shows the not-found page for "Not Found", without a toast', () => {
    renderPage({ error: new ApiError('Not Found', 404, { message: 'Not Found' }) });
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить новеллу')).not.toBeInTheDocument();
  });

  it('shows the page\'s own not-found content when it names one (a profile: "Пользователь не найден")', () => {
    renderPage({
      error: new ApiError('Not Found', 404, { message: 'Not Found' }),
      notFound: <p>Пользователь не найден</p>,
    });
    expect(screen.getByText('Пользователь не найден')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
  });

  it('shows the error page with the message, and the toast, for any other failure', async () => {
    renderPage({ error: new ApiError('База недоступна', 503, null) });
    expect(screen.getByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(screen.getByText('База недоступна')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить новеллу')).toBeInTheDocument();
  });

  it('keeps showing what already loaded when a refresh fails', () => {
    renderPage({ data: 'Бесконечное лето', error: new ApiError('База недоступна', 503, null) });
    expect(screen.getByText('Бесконечное лето')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ошибка дес ё' })).not.toBeInTheDocument();
  });

  it('shows the page itself while nothing failed', () => {
    renderPage({});
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
  });
});
