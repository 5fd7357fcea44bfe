import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postOf, POST_ID } from '../../test-support/articles.fixtures';
import { FakeApi } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { goRoute } from './route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOVEL_ID = '6650a1b2c3d4e5f6a7b8c9d0';

function renderAt(api: FakeApi, path: string) {
  return renderRoutePage(api, {
    page: <goRoute.Component />,
    patterns: ['/go/:kind/:id'],
    path,
  });
}

describe('/go/{kind}/{id}', () => {
  it("goes to the article's own address", async () => {
    renderAt(
      new FakeApi().result(`GET /api/postsById/${POST_ID}`, postOf()),
      `/go/post/${POST_ID}`,
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/posts/${postOf().countId}`),
    );
  });

  it('shows the not-found page for an id the API does not know, without a toast', async () => {
    renderAt(
      new FakeApi().failure(`GET /api/novels/${NOVEL_ID}`, 404, 'Not Found'),
      `/go/novel/${NOVEL_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить новеллу')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a kind of link it does not know', async () => {
    renderAt(new FakeApi(), `/go/user/${NOVEL_ID}`);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('shows the error page and what did not load as a toast for any other failure (docs/product §8)', async () => {
    renderAt(
      new FakeApi().failure(`GET /api/postsById/${POST_ID}`, 503, 'База недоступна'),
      `/go/post/${POST_ID}`,
    );
    expect(await screen.findByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(screen.getByText('База недоступна')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить статью')).toBeInTheDocument();
  });
});
