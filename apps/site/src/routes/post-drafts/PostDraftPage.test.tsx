import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostDraftView } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  AUTHOR_ID,
  currentAddress,
  DRAFT_ID,
  draftOf,
  FakeApi,
  OTHER_ID,
  POST_ID,
  renderArticlePage,
  sessionOf,
} from '../../test-support/articles.fixtures';
import {
  currentStep,
  declineWithReason,
  draftActions,
  expectDeclinedAtOnce,
  expectReasonKeptOnFailure,
  openReasonDialog,
} from '../../test-support/draft-page';
import { PostDraftPage } from './PostDraftPage';

const draftPath = `/postDrafts/${DRAFT_ID}`;
const statusCall = `PUT /api/postDrafts/${DRAFT_ID}/status`;

function renderDraft(api: FakeApi, draft?: PostDraftView) {
  if (draft) api.result(`GET /api/postDrafts/${DRAFT_ID}`, { draft, comments: [] });
  return renderArticlePage(api, {
    page: <PostDraftPage />,
    pattern: '/postDrafts/:id',
    path: draftPath,
  });
}

/** The status change answered as the API answers it: the draft in its new status. */
const movesTo = (api: FakeApi, draft: PostDraftView, countId: number | null = null) =>
  api.on(statusCall, ({ body }) => {
    const { status } = body as { status: PostDraftView['status'] };
    return { body: { result: { draft: { ...draft, status, countId }, countId } } };
  });

/** A moderator's decision as the draft calls answer it (docs/product §A4, ours). */
const moderatorsReview = (reason: string): NonNullable<PostDraftView['review']> => ({
  by: { _id: OTHER_ID, username: 'Модератор' },
  at: '2024-03-03T10:00:00.000Z',
  accepted: [],
  rejected: [],
  reason,
});

/** A moderator's move with words for the author answered as the API answers it: with the decision. */
const movesWithReview = (api: FakeApi, draft: PostDraftView, reason: string) =>
  api.on(statusCall, ({ body }) => {
    const { status } = body as { status: PostDraftView['status'] };
    const review = moderatorsReview(reason);
    return { body: { result: { draft: { ...draft, status, review }, countId: null } } };
  });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Черновик о переводе' });
/** Renders the draft's page and waits for its heading. */
async function openDraft(api: FakeApi, draft: PostDraftView) {
  renderDraft(api, draft);
  await heading();
}

describe('PostDraftPage for its author', () => {
  const author = () => new FakeApi(sessionOf('staff', AUTHOR_ID));

  it('shows the title, the status step, the preview and the comments', async () => {
    await openDraft(author(), draftOf());
    expect(currentStep()).toHaveTextContent('Создание');
    const preview = screen.getByRole('region', { name: 'Предпросмотр' });
    expect(
      within(preview).getByRole('heading', { level: 3, name: 'Черновик о переводе' }),
    ).toBeInTheDocument();
    expect(within(preview).getByText('Общее')).toBeInTheDocument();
    expect(within(preview).getByText('Текст черновика')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Комментарии к черновику' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Черновик о переводе — /));
  });

  it('offers edit, "Отправить на ревью" and "Удалить" on a new draft, and not "Принять"', async () => {
    await openDraft(author(), draftOf());
    expect(within(draftActions()).getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      `${draftPath}/edit`,
    );
    expect(
      within(draftActions()).getByRole('button', { name: 'Отправить на ревью' }),
    ).toBeEnabled();
    expect(within(draftActions()).getByRole('button', { name: 'Удалить' })).toBeEnabled();
    expect(
      within(draftActions()).queryByRole('button', { name: 'Принять' }),
    ).not.toBeInTheDocument();
  });

  it('sends the draft to review and shows the next step', async () => {
    const draft = draftOf();
    const api = movesTo(author(), draft);
    await openDraft(api, draft);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на ревью' }));
    expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'waitApprove' });
    await waitFor(() => expect(currentStep()).toHaveTextContent('Предпросмотр'));
    expect(screen.queryByRole('button', { name: 'Отправить на ревью' })).not.toBeInTheDocument();
  });

  it('publishes an accepted draft and opens the article', async () => {
    const draft = draftOf({ status: 'approved' });
    const api = movesTo(author(), draft, 12);
    await openDraft(api, draft);
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'applied' });
    await waitFor(() => expect(currentAddress()).toBe('/posts/12'));
  });

  it('says "Не удалось изменить статус" when the change fails', async () => {
    const api = author().failure(statusCall, 409, 'Статус черновика уже изменён');
    await openDraft(api, draftOf());
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на ревью' }));
    expect(await screen.findByText('Не удалось изменить статус')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Создание');
  });

  it('shows a deleted draft as "Удалено", with "Востановить"', async () => {
    const draft = draftOf({ status: 'declined' });
    const api = movesTo(author(), draft);
    await openDraft(api, draft);
    expect(screen.getByText('Удалено')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Востановить' }));
    expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'created' });
    await waitFor(() => expect(currentStep()).toHaveTextContent('Создание'));
  });

  it('shows and hides the raw data', async () => {
    await openDraft(author(), draftOf());
    const toggle = screen.getByRole('button', { name: 'Показать данные' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const data = screen.getByLabelText('Данные черновика');
    expect(data.tagName).toBe('PRE');
    expect(data).toBeVisible();
    expect(JSON.parse(data.textContent ?? '')).toMatchObject({ _id: DRAFT_ID, status: 'created' });
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть данные' }));
    expect(screen.getByLabelText('Данные черновика')).not.toBeVisible();
  });

  it('links an update draft to the article it changes', async () => {
    await openDraft(author(), draftOf({ type: 'update', post: POST_ID }));
    expect(screen.getByText('Изменение статьи')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть статью' })).toHaveAttribute(
      'href',
      `/go/post/${POST_ID}`,
    );
  });
});

describe('PostDraftPage for a moderator', () => {
  it('accepts a draft awaiting review with "Принять"', async () => {
    const draft = draftOf({ status: 'waitApprove' });
    const api = movesTo(new FakeApi(sessionOf('moderator', OTHER_ID)), draft);
    await openDraft(api, draft);
    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'approved' });
    await waitFor(() => expect(currentStep()).toHaveTextContent('Ревью'));
  });
});

describe('PostDraftPage: the moderator’s decision (docs/product §A4, ours)', () => {
  const moderator = () => new FakeApi(sessionOf('moderator', OTHER_ID));
  const dialogName = 'Удалить черновик «Черновик о переводе»?';
  const openDialog = () => openReasonDialog('Удалить', dialogName);

  it('asks a moderator deleting someone’s draft for words to the author, and sends them', async () => {
    const draft = draftOf({ status: 'waitApprove' });
    const api = movesWithReview(moderator(), draft, 'Не по теме сайта');
    await openDraft(api, draft);
    const dialog = await openDialog();
    await declineWithReason(api, statusCall, dialog, 'Удалить', {
      typed: 'Не по теме сайта',
      reason: 'Не по теме сайта',
    });
    expect(screen.getByText('Удалено')).toBeInTheDocument();
    // The answer carries the decision, which the page shows at once.
    const decision = screen.getByRole('region', { name: 'Решение модератора' });
    expect(within(decision).getByText('Причина: Не по теме сайта')).toBeInTheDocument();
  });

  it('keeps the typed words when the move fails', async () => {
    const api = moderator().failure(statusCall, 409, 'Статус черновика уже изменён');
    await openDraft(api, draftOf({ status: 'approved' }));
    const dialog = await openDialog();
    await expectReasonKeptOnFailure(dialog, dialogName, 'Удалить', 'Не по теме сайта');
    expect(currentStep()).toHaveTextContent('Ревью');
  });

  it('lets the author delete their own draft at once, as before', async () => {
    const draft = draftOf();
    const api = movesTo(new FakeApi(sessionOf('staff', AUTHOR_ID)), draft);
    await openDraft(api, draft);
    await expectDeclinedAtOnce(api, statusCall, 'Удалить');
  });

  it('shows the author who deleted their draft, when, and why', async () => {
    const draft = draftOf({
      status: 'declined',
      review: moderatorsReview('Не по теме сайта'),
    });
    await openDraft(new FakeApi(sessionOf('staff', AUTHOR_ID)), draft);
    const decision = screen.getByRole('region', { name: 'Решение модератора' });
    expect(
      within(decision).getByRole('heading', { level: 2, name: 'Решение модератора' }),
    ).toBeInTheDocument();
    expect(within(decision).getByRole('link', { name: 'Модератор' })).toBeInTheDocument();
    expect(within(decision).getByRole('time')).toHaveAttribute(
      'datetime',
      '2024-03-03T10:00:00.000Z',
    );
    expect(within(decision).getByText('Причина: Не по теме сайта')).toBeInTheDocument();
  });

  it('shows no decision before any', async () => {
    await openDraft(new FakeApi(sessionOf('staff', AUTHOR_ID)), draftOf());
    expect(screen.queryByRole('region', { name: 'Решение модератора' })).not.toBeInTheDocument();
  });
});

describe('PostDraftPage when it cannot be shown', () => {
  it('sends a guest to /login, coming back here', async () => {
    const api = new FakeApi();
    renderDraft(api, draftOf());
    await waitFor(() => expect(currentAddress()).toBe(`/login?return=%2FpostDrafts%2F${DRAFT_ID}`));
    expect(api.callsTo(`GET /api/postDrafts/${DRAFT_ID}`)).toHaveLength(0);
  });

  it('shows the not-found page for a draft the reader may not see', async () => {
    renderDraft(
      new FakeApi(sessionOf('staff', OTHER_ID)).failure(
        `GET /api/postDrafts/${DRAFT_ID}`,
        404,
        'Not Found',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('shows the error page and "Не удалось загрузить черновик" for any other failure', async () => {
    renderDraft(
      new FakeApi(sessionOf('staff')).failure(`GET /api/postDrafts/${DRAFT_ID}`, 500, 'Сбой'),
    );
    expect(await screen.findByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить черновик')).toBeInTheDocument();
  });
});
