import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { EditDraftPage } from './EditDraftPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DRAFT_ID = '6650a1b2c3d4e5f6a7b8c9b1';

function renderAt(api: FakeApi) {
  return renderRoutePage(
    api
      .result('GET /api/settings', sessionOf('staff'))
      .result('GET /api/filters', { genres: [], platforms: [], tags: [] }),
    { page: <EditDraftPage />, patterns: ['/edit/draft/:id'], path: `/edit/draft/${DRAFT_ID}` },
  );
}

describe('EditDraftPage when the draft does not load', () => {
  it('sends a reader the draft is hidden from to / (docs/product §2.2 /drafts/{id})', async () => {
    renderAt(new FakeApi().failure(`GET /api/drafts/${DRAFT_ID}`, 404, 'Not Found'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows the error page and "Не удалось загрузить черновик" for any other failure (docs/product §8)', async () => {
    renderAt(new FakeApi().failure(`GET /api/drafts/${DRAFT_ID}`, 503, 'База недоступна'));
    expect(await screen.findByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(screen.getByText('База недоступна')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить черновик')).toBeInTheDocument();
  });
});
