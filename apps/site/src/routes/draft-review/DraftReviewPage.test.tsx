import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldReviewMessages, type SessionState } from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import {
  CREATOR_ID,
  DRAFT_ID,
  MODERATOR_ID,
  NOVEL_ID,
  updateDraftOf,
} from '../../test-support/drafts.fixtures';
import { DraftReviewPage } from './DraftReviewPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mergeCall = `GET /api/drafts/${DRAFT_ID}/review`;
const reviewCall = `PUT /api/drafts/${DRAFT_ID}/review`;

/** The merge of an edit: the name proposed, the description in conflict, the status changed since. */
const merge = (mayReview = true) => ({
  stale: true,
  mayReview,
  fields: [
    { field: 'name', outcome: 'proposed', base: 'Лето', current: 'Лето', proposed: 'Лето!' },
    {
      field: 'description',
      outcome: 'conflict',
      base: 'Старое описание',
      current: 'Описание модератора',
      proposed: 'Описание автора',
    },
    { field: 'status', outcome: 'theirs', base: 'done', current: 'inProcess', proposed: 'done' },
    { field: 'url', outcome: 'untouched', base: 'leto', current: 'leto', proposed: 'leto' },
  ],
});

const reviewApi = (
  session: SessionState = sessionOf('moderator', MODERATOR_ID),
  mayReview = true,
) =>
  new FakeApi()
    .result('GET /api/settings', session)
    .result(`GET /api/drafts/${DRAFT_ID}`, updateDraftOf({ status: 'waitApprove' }))
    .result(mergeCall, merge(mayReview));

function renderReview(api: FakeApi) {
  return renderRoutePage(api, {
    page: <DraftReviewPage />,
    patterns: ['/drafts/:id/review'],
    path: `/drafts/${DRAFT_ID}/review`,
  });
}

const fieldCard = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5_000 });

/** The review's answer when the name is applied and the description goes back to its author. */
const nameTakenDescriptionReturned = {
  status: 'created',
  url: 'leto',
  changed: ['name'],
  rejected: ['description'],
};

describe('/drafts/{id}/review (docs/product §A4, ours)', { timeout: 20_000 }, () => {
  it('shows each proposed field with its change, a conflict with both sides, and names what only the project changed', async () => {
    renderReview(reviewApi());
    const name = await fieldCard('Название');
    expect(within(name).getByText('Предложено')).toBeInTheDocument();
    expect(within(name).getByText('!', { exact: false, selector: 'ins' })).toBeInTheDocument();
    const description = await fieldCard('Описание');
    expect(within(description).getByText(/Конфликт/)).toBeInTheDocument();
    expect(
      within(description).getByRole('region', { name: 'Описание: в проекте после черновика' }),
    ).toHaveTextContent('модератора');
    expect(
      within(description).getByRole('region', { name: 'Описание: предлагает черновик' }),
    ).toHaveTextContent('автора');
    expect(screen.getByText(/останется как есть: «Статус»/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Проект изменился');
    // A field nobody changed is not asked about.
    expect(screen.queryByRole('listitem', { name: 'URL' })).not.toBeInTheDocument();
  });

  it('sends nothing until every field has a decision and a rejection «Другое» has words, then sends them all', async () => {
    const user = userEvent.setup();
    const api = reviewApi().result(reviewCall, nameTakenDescriptionReturned);
    renderReview(api);
    await fieldCard('Название');
    await user.click(screen.getByRole('button', { name: 'Применить решения' }));
    expect(await screen.findAllByText('Выберите решение')).toHaveLength(2);
    expect(api.callsTo(reviewCall)).toHaveLength(0);

    const name = await fieldCard('Название');
    await user.click(within(name).getByRole('radio', { name: 'Исправить и принять' }));
    const adjusted = within(name).getByRole('textbox', { name: 'Название: как принять' });
    await user.clear(adjusted);
    await user.type(adjusted, 'Лето?');
    const description = await fieldCard('Описание');
    await user.click(
      within(description).getByRole('radio', { name: 'Отклонить (оставить как в проекте)' }),
    );
    await user.click(within(description).getByRole('button', { name: /Причина/ }));
    await user.click(await screen.findByRole('option', { name: 'Другое' }));
    await user.click(screen.getByRole('button', { name: 'Применить решения' }));
    expect(await screen.findByText(fieldReviewMessages.rejectionText)).toBeInTheDocument();
    expect(api.callsTo(reviewCall)).toHaveLength(0);

    await user.type(
      within(description).getByRole('textbox', { name: 'Пояснение для автора' }),
      'Дайте источник',
    );
    await user.click(screen.getByRole('button', { name: 'Применить решения' }));
    await waitFor(() => expect(api.callsTo(reviewCall)).toHaveLength(1));
    expect(api.callsTo(reviewCall)[0]?.body).toEqual({
      decisions: [
        { field: 'name', decision: 'adjust', value: 'Лето?' },
        { field: 'description', decision: 'reject', reason: 'other', text: 'Дайте источник' },
      ],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/drafts/${DRAFT_ID}`),
    );
  });

  it('is worked by keyboard alone: Tab between the choices, arrows within one, Enter to send', async () => {
    const user = userEvent.setup();
    const api = reviewApi().result(reviewCall, nameTakenDescriptionReturned);
    renderReview(api);
    const name = await fieldCard('Название');
    const description = await fieldCard('Описание');
    const tabTo = async (target: HTMLElement) => {
      for (let step = 0; step < 20 && document.activeElement !== target; step++) await user.tab();
      expect(document.activeElement).toBe(target);
    };

    await tabTo(within(name).getByRole('radio', { name: 'Принять' }));
    await user.keyboard(' ');
    expect(within(name).getByRole('radio', { name: 'Принять' })).toBeChecked();
    await tabTo(within(description).getByRole('radio', { name: 'Принять предложенное' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const reject = within(description).getByRole('radio', {
      name: 'Отклонить (оставить как в проекте)',
    });
    expect(reject).toBeChecked();
    await tabTo(within(description).getByRole('button', { name: /Причина/ }));
    // Typing a reason's first letters on the closed list chooses it.
    await user.keyboard('Нет');
    await waitFor(() =>
      expect(within(description).getByRole('button', { name: /Причина/ })).toHaveTextContent(
        'Нет источника',
      ),
    );
    await user.tab();
    expect(document.activeElement).toBe(
      within(description).getByRole('textbox', { name: 'Пояснение для автора' }),
    );
    await user.keyboard('Где источник?');
    await tabTo(screen.getByRole('button', { name: 'Применить решения' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(reviewCall)).toHaveLength(1));
    expect(api.callsTo(reviewCall)[0]?.body).toEqual({
      decisions: [
        { field: 'name', decision: 'accept' },
        { field: 'description', decision: 'reject', reason: 'unsourced', text: 'Где источник?' },
      ],
    });
  });

  it('keeps every choice when the API refuses, and says its words under the field', async () => {
    const user = userEvent.setup();
    const api = reviewApi().failure(reviewCall, 400, 'Некорректные данные', {
      'decisions.name': 'Нет названия',
    });
    renderReview(api);
    const name = await fieldCard('Название');
    await user.click(within(name).getByRole('radio', { name: 'Принять' }));
    const description = await fieldCard('Описание');
    await user.click(within(description).getByRole('radio', { name: 'Принять предложенное' }));
    await user.click(screen.getByRole('button', { name: 'Применить решения' }));
    expect(await within(name).findByText('Нет названия')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Решения по полям' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Некорректные данные');
    expect(within(name).getByRole('radio', { name: 'Принять' })).toBeChecked();
    expect(within(description).getByRole('radio', { name: 'Принять предложенное' })).toBeChecked();
  });

  it('goes to the project when everything was accepted', async () => {
    const user = userEvent.setup();
    const api = reviewApi().result(reviewCall, {
      status: 'applied',
      url: 'leto',
      changed: ['name', 'description'],
      rejected: [],
    });
    renderReview(api);
    await user.click(within(await fieldCard('Название')).getByRole('radio', { name: 'Принять' }));
    await user.click(
      within(await fieldCard('Описание')).getByRole('radio', { name: 'Принять предложенное' }),
    );
    await user.click(screen.getByRole('button', { name: 'Применить решения' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/go/novel/${NOVEL_ID}`),
    );
  });

  it('tells a reader who sees the draft but may not apply it why there is no form', async () => {
    renderReview(reviewApi(sessionOf('staff', CREATOR_ID), false));
    expect(
      await screen.findByText(/Решать по полям может тот, кто может применить черновик/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Решения по полям' })).not.toBeInTheDocument();
  });
});
