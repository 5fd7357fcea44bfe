import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Recommendation } from '@vn/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeApi, sessionOf } from '../test-support/fake-api';
import { novelCard } from '../test-support/novel-card';
import { renderRoutePage } from '../test-support/render-route';
import { ReaderRecommendations } from './ReaderRecommendations';

afterEach(cleanup);

const NOVEL = '6650a1b2c3d4e5f6a7b8c001';
const OTHER = '6650a1b2c3d4e5f6a7b8c002';

const recommendation = (overrides: Partial<Recommendation> = {}): Recommendation => ({
  _id: '6650a1b2c3d4e5f6a7b8c0aa',
  from: NOVEL,
  to: { ...novelCard({ name: 'Летний лагерь', url: 'letniy-lager' }), _id: OTHER },
  reason: 'Та же тихая грусть',
  author: { _id: '6650a1b2c3d4e5f6a7b8c0bb', username: 'Аня' },
  votes: { up: 2, down: 0 },
  myVote: 0,
  mayDelete: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...overrides,
});

function render(api: FakeApi) {
  return renderRoutePage(api, {
    page: <ReaderRecommendations novelId={NOVEL} />,
    patterns: ['/novels/:url'],
    path: '/novels/everlasting-summer',
  });
}

describe('readers’ recommendations (docs/product §A6.5)', () => {
  it('shows each with its reason and author, and a reader’s vote is sent and shown', async () => {
    let current = recommendation();
    const api = new FakeApi()
      .result('GET /api/settings', sessionOf('staff'))
      .on(`GET /api/novels/${NOVEL}/recommendations`, () => ({ body: { result: [current] } }))
      .on(`PUT /api/recommendations/${current._id}/vote`, ({ body }) => {
        current = { ...current, votes: { up: 3, down: 0 }, myVote: (body as { value: 1 }).value };
        return { body: { result: current } };
      });
    render(api);
    const list = await screen.findByRole('list', { name: 'Рекомендации читателей' });
    expect(within(list).getByRole('link', { name: 'Летний лагерь' })).toHaveAttribute(
      'href',
      '/novels/letniy-lager',
    );
    expect(list).toHaveTextContent('Та же тихая грусть');
    expect(list).toHaveTextContent('Аня');
    await userEvent.click(within(list).getByRole('button', { name: 'Согласен (2)' }));
    expect(api.callsTo(`PUT /api/recommendations/${current._id}/vote`)[0]?.body).toEqual({
      value: 1,
    });
    const agreed = await within(list).findByRole('button', { name: 'Согласен (3)' });
    expect(agreed).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a project and a reason before sending, and keeps both when the API refuses', async () => {
    const api = new FakeApi()
      .result('GET /api/settings', sessionOf('staff'))
      .result(`GET /api/novels/${NOVEL}/recommendations`, [])
      .result('GET /api/novels', {
        novels: [{ ...novelCard({ name: 'Летний лагерь' }), _id: OTHER }],
        count: 1,
      })
      .failure(
        `POST /api/novels/${NOVEL}/recommendations`,
        409,
        'Вы уже рекомендовали этот проект к этому',
      );
    render(api);
    const form = await screen.findByRole('form', { name: 'Порекомендовать похожий проект' });
    expect(
      await screen.findByText('Пока никто не рекомендовал похожий проект'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Порекомендовать' }));
    expect(within(form).getByText('Выберите проект')).toBeInTheDocument();
    expect(within(form).getByText('Напишите, чем они похожи')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/novels/${NOVEL}/recommendations`)).toEqual([]);

    await userEvent.type(within(form).getByRole('combobox', { name: /попробуйте/ }), 'Летн');
    await userEvent.click(await screen.findByRole('option', { name: 'Летний лагерь' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Чем похожи' }), 'Обе про лето');
    await userEvent.click(within(form).getByRole('button', { name: 'Порекомендовать' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Не удалось добавить рекомендацию: Вы уже рекомендовали этот проект к этому',
    );
    expect(api.callsTo(`POST /api/novels/${NOVEL}/recommendations`)[0]?.body).toEqual({
      to: OTHER,
      reason: 'Обе про лето',
    });
    expect(within(form).getByRole('textbox', { name: 'Чем похожи' })).toHaveValue('Обе про лето');
  });

  it('offers a guest the list without votes or the form', async () => {
    const api = new FakeApi()
      .result('GET /api/settings', null)
      .result(`GET /api/novels/${NOVEL}/recommendations`, [recommendation()]);
    render(api);
    const list = await screen.findByRole('list', { name: 'Рекомендации читателей' });
    expect(list).toHaveTextContent('Согласны: 2, не согласны: 0');
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Порекомендовать похожий проект' })).toBeNull(),
    );
    expect(within(list).queryByRole('button')).toBeNull();
  });
});
