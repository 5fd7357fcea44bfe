import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { pageTitle, type ReaderRatings } from '@vn/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { ReaderRatingsPage } from './ReaderRatingsPage';

afterEach(cleanup);

const ratings: ReaderRatings = {
  histogram: [0, 0, 1, 0, 1, 2, 3, 4, 2, 1],
  count: 14,
  mean: 7.2,
  comparison: { projects: 12, siteMean: 6.4, difference: 0.84, higher: 6, same: 4, lower: 2 },
};

function renderPage(api: FakeApi, path = '/ratings/%D0%90%D0%BD%D1%8F') {
  return renderRoutePage(api, {
    page: <ReaderRatingsPage />,
    patterns: ['/ratings/:username'],
    path,
  });
}

const apiAnswering = (answer: ReaderRatings) =>
  new FakeApi()
    .result('GET /api/settings', null)
    .result(`GET /api/users/${encodeURIComponent('Аня')}/ratings`, answer);

describe('/ratings/{username} (docs/product §A5.3)', () => {
  it('shows the reader’s bars, mean and how they compare with the site', async () => {
    renderPage(apiAnswering(ratings));
    const bars = await screen.findByRole('list', { name: 'Оценки Аня' });
    expect(within(bars).getAllByRole('listitem')[2]).toHaveTextContent('8: 4 оценки');
    expect(screen.getByText('Средняя оценка').nextElementSibling).toHaveTextContent('7.2');
    expect(screen.getByText('Рейтинг сайта тех же проектов').nextElementSibling).toHaveTextContent(
      '6.4',
    );
    expect(
      screen.getByText(
        'Аня оценивает в среднем на 0.8 выше рейтинга сайта (по 12 проектам с рейтингом сайта).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Выше сайта: 6, так же (±0.5): 4, ниже: 2.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Аня' })).toHaveAttribute(
      'href',
      '/profile/%D0%90%D0%BD%D1%8F',
    );
    await waitFor(() => expect(document.title).toBe(pageTitle('Оценки Аня')));
  });

  it('says so when there is nothing to compare with, or no rating at all', async () => {
    renderPage(apiAnswering({ ...ratings, comparison: null }));
    expect(await screen.findByText(/сравнивать не с чем/)).toBeInTheDocument();
    cleanup();
    renderPage(
      apiAnswering({ histogram: Array(10).fill(0), count: 0, mean: null, comparison: null }),
    );
    expect(await screen.findByText('Оценок пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Оценки Аня' })).not.toBeInTheDocument();
  });

  it('answers a hidden or unknown reader in one way, without saying which', async () => {
    const api = new FakeApi()
      .result('GET /api/settings', null)
      .on(`GET /api/users/${encodeURIComponent('Аня')}/ratings`, {
        status: 404,
        body: { message: 'Not Found' },
      });
    renderPage(api);
    expect(
      await screen.findByText('Оценки не найдены: такого читателя нет, или он их скрыл'),
    ).toBeInTheDocument();
  });
});
