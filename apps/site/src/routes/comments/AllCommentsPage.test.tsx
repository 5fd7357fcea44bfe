import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFromSearch, searchWithPage } from '../../app/page-address';
import { FakeApi } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { AllCommentsPage } from './AllCommentsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/comments paging in the address (1-based there, 0-based here)', () => {
  it('reads the page, the first without a parameter', () => {
    expect(pageFromSearch(new URLSearchParams(''))).toBe(0);
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(2);
  });

  it('reads a page that is not a page as the first', () => {
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'page=1.5']) {
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(0);
    }
  });

  it('writes the page, the first without a parameter', () => {
    expect(searchWithPage(new URLSearchParams('page=3'), 0).toString()).toBe('');
    expect(searchWithPage(new URLSearchParams(''), 4).toString()).toBe('page=5');
  });
});

describe('AllCommentsPage', () => {
  it('shows comments that did not load in their place, with Повторить, and says so (docs/product §8)', async () => {
    const api = new FakeApi()
      .result('GET /api/settings', null)
      .failure('GET /api/comments', 503, 'База недоступна');
    renderRoutePage(api, { page: <AllCommentsPage />, patterns: ['/comments'], path: '/comments' });
    expect(await screen.findAllByText('Не удалось загрузить комментарии')).toHaveLength(2);
    api.result('GET /api/comments', { comments: [], count: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ничего нет')).toBeInTheDocument();
  });
});
