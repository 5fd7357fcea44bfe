import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftStatus } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { novelPage } from '../../test-support/novel-page';
import {
  currentStep,
  declineWithReason,
  draftActions,
  expectDeclinedAtOnce,
  expectReasonKeptOnFailure,
  giveReason,
  openReasonDialog,
  reasonBox,
} from '../../test-support/draft-page';
import { NovelDraftPage } from './NovelDraftPage';
import {
  currentAddress,
  DRAFT_ID,
  draftMergeOf,
  mergeOfDraft,
  FakeApi,
  MODERATOR_ID,
  NOVEL_ID,
  novelDraftOf,
  OWNER_ID,
  renderDraftPage,
  REVIEWER_NAME,
  reviewNoteOf,
  sessionOf,
  STRANGER_ID,
  updateDraftOf,
} from '../../test-support/drafts.fixtures';
import type { NovelDraftPageData } from './use-novel-draft';

const draftPath = `/drafts/${DRAFT_ID}`;
const draftCall = `GET /api/drafts/${DRAFT_ID}`;
const statusCall = `PUT /api/drafts/${DRAFT_ID}/status`;
const deleteCall = `DELETE /api/drafts/${DRAFT_ID}`;
const mergeCall = `GET /api/drafts/${DRAFT_ID}/review`;

function renderDraft(api: FakeApi, draft?: NovelDraftPageData) {
  if (draft) api.result(draftCall, draft);
  return renderDraftPage(api, {
    page: <NovelDraftPage />,
    pattern: '/drafts/:id',
    path: draftPath,
  });
}

/** The status change answered as the API answers it; applying answers the project's url. */
const movesTo = (api: FakeApi, url: string | null = null) =>
  api.on(statusCall, ({ body }) => {
    const { status } = body as { status: DraftStatus };
    return { body: { result: { status, url: status === 'applied' ? url : null } } };
  });

const creator = () => new FakeApi(sessionOf('staff'));
const moderator = () => new FakeApi(sessionOf('moderator', MODERATOR_ID));

const heading = (name = 'Добавление новеллы') => screen.findByRole('heading', { level: 1, name });
/** Renders the draft's page and waits for its heading («Добавление новеллы» unless `title`). */
async function openDraft(api: FakeApi, draft: NovelDraftPageData, title?: string) {
  renderDraft(api, draft);
  await heading(title);
}

describe('NovelDraftPage for the draft’s creator', () => {
  it('shows the heading, the initiator, the URL, the step, the preview and the comments', async () => {
    await openDraft(creator(), novelDraftOf());
    expect(screen.getByText('Инициатор:').nextElementSibling).toHaveTextContent('Автор');
    expect(screen.getByText('URL:').nextElementSibling).toHaveTextContent('everlasting-summer');
    expect(currentStep()).toHaveTextContent('Создание');
    const preview = screen.getByRole('region', { name: 'Предпросмотр' });
    expect(
      within(preview).getByRole('heading', { level: 3, name: 'Бесконечное лето' }),
    ).toBeInTheDocument();
    expect(within(preview).getByText('Лагерь').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: 'Драма' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Комментарии' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Изменения' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Добавление новеллы — /));
  });

  it('offers edit, "Отправить на ревью" and "Удалить", and neither "Добавить" nor "Отложить"', async () => {
    await openDraft(creator(), novelDraftOf());
    expect(within(draftActions()).getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      `/edit/draft/${DRAFT_ID}`,
    );
    expect(
      within(draftActions()).getByRole('button', { name: 'Отправить на ревью' }),
    ).toBeEnabled();
    expect(within(draftActions()).getByRole('button', { name: 'Удалить' })).toBeEnabled();
    expect(
      within(draftActions()).queryByRole('button', { name: 'Добавить' }),
    ).not.toBeInTheDocument();
    expect(
      within(draftActions()).queryByRole('button', { name: 'Отложить' }),
    ).not.toBeInTheDocument();
  });

  it('sends the draft to review, then offers "Вернуть с ревью"', async () => {
    const api = movesTo(creator());
    await openDraft(api, novelDraftOf());
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на ревью' }));
    const [call] = api.callsTo(statusCall);
    expect(call?.body).toEqual({ status: 'waitApprove' });
    expect(call?.query.get('anivisual')).toBe('true');
    await waitFor(() => expect(currentStep()).toHaveTextContent('Предпросмотр'));
    expect(screen.getByRole('button', { name: 'Вернуть с ревью' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Отправить на ревью' })).not.toBeInTheDocument();
  });

  it('says "Не удалось изменить статус" when the change fails, and stays where it was', async () => {
    const api = creator().failure(statusCall, 409, 'Черновик уже изменился, обновите страницу');
    await openDraft(api, novelDraftOf());
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на ревью' }));
    expect(await screen.findByText('Не удалось изменить статус')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Создание');
    expect(currentAddress()).toBe(draftPath);
  });

  it('deletes the draft after the confirmation, says "Черновик удален" and opens /drafts', async () => {
    const api = creator().result(deleteCall, { deleted: true });
    await openDraft(api, novelDraftOf());
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Вы действительно хотете удалить черновик "Бесконечное лето"?',
    });
    expect(within(dialog).getByText('Его будет нельзя восстановить.')).toBeInTheDocument();
    expect(api.callsTo(deleteCall)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(currentAddress()).toBe('/drafts'));
    expect(api.callsTo(deleteCall)).toHaveLength(1);
    expect(await screen.findByText('Черновик удален')).toBeInTheDocument();
  });

  it('keeps the draft when the confirmation is cancelled', async () => {
    const api = creator().result(deleteCall, { deleted: true });
    await openDraft(api, novelDraftOf());
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(deleteCall)).toHaveLength(0);
    expect(currentAddress()).toBe(draftPath);
  });

  it('says "Не удалось удалить черновик: {message}" when the delete fails', async () => {
    const api = creator().failure(deleteCall, 500, 'Хранилище недоступно');
    await openDraft(api, novelDraftOf());
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(
      await screen.findByText('Не удалось удалить черновик: Хранилище недоступно'),
    ).toBeInTheDocument();
    expect(currentAddress()).toBe(draftPath);
  });

  it('shows and hides the raw data', async () => {
    await openDraft(creator(), novelDraftOf());
    await userEvent.click(screen.getByRole('button', { name: 'Показать данные' }));
    const data = screen.getByLabelText('Данные черновика');
    expect(data).toBeVisible();
    expect(JSON.parse(data.textContent ?? '')).toMatchObject({ _id: DRAFT_ID, status: 'created' });
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть данные' }));
    expect(screen.getByLabelText('Данные черновика')).not.toBeVisible();
  });
});

/**
 * The project as it is, as its page's call answers it, and the draft field by field (by default
 * with a current base).
 */
const withProject = (api: FakeApi, merge = draftMergeOf()) =>
  api
    .result('GET /api/novelByUrl/everlasting-summer', novelPage({ _id: NOVEL_ID }))
    .result(mergeCall, merge);

/** The merge the API answers for an edit whose base is the project as it is. */
const mergeOf = (draft: NovelDraftPageData) =>
  mergeOfDraft(draft, novelPage({ _id: NOVEL_ID }) as unknown as Record<string, unknown>);

describe('NovelDraftPage of an update draft', () => {
  it('is headed "Обновление: {novel}" and links to the project', async () => {
    await openDraft(withProject(creator()), updateDraftOf(), 'Обновление: Бесконечное лето');
    expect(screen.getByRole('link', { name: 'Бесконечное лето' })).toHaveAttribute(
      'href',
      `/go/novel/${NOVEL_ID}`,
    );
  });

  it('shows only the fields it changes, the project as it is beside the proposal', async () => {
    const draft = updateDraftOf({
      project: {
        ...novelPageValue(),
        name: 'Бесконечное лето 2',
        status: 'demo',
        genres: [{ _id: 'g1', value: 'Драма' }, { value: 'Комедия' }],
      },
    });
    await openDraft(withProject(creator(), mergeOf(draft)), draft, 'Обновление: Бесконечное лето');
    const changes = await screen.findByRole('list', { name: 'Что меняет черновик' });
    const fields = within(changes).getAllByRole('heading', { level: 3 });
    expect(fields.map((field) => field.textContent)).toEqual(['Название', 'Статус', 'Жанры']);
    expect(screen.getByRole('group', { name: 'Название: было' })).toHaveTextContent(
      'Бесконечное лето',
    );
    expect(screen.getByRole('group', { name: 'Название: стало' })).toHaveTextContent(
      'Бесконечное лето 2',
    );
    expect(screen.getByRole('group', { name: 'Статус: было' })).toHaveTextContent('Полный');
    expect(screen.getByRole('group', { name: 'Статус: стало' })).toHaveTextContent('Частичный');
    const genres = within(screen.getByRole('group', { name: 'Жанры: стало' })).getAllByRole(
      'listitem',
    );
    expect(genres.map((genre) => genre.textContent)).toEqual(['Драма', 'Комедия']);
  });

  it('does not show as its change a field only the project changed since (docs/product §A4.1)', async () => {
    const draft = updateDraftOf({ project: { ...novelPageValue(), name: 'Бесконечное лето 2' } });
    const merge = draftMergeOf({ stale: true });
    merge.fields = [
      {
        field: 'name',
        outcome: 'proposed',
        base: 'Бесконечное лето',
        current: 'Бесконечное лето',
        proposed: 'Бесконечное лето 2',
      },
      { field: 'status', outcome: 'theirs', base: 'done', current: 'demo', proposed: 'done' },
    ];
    await openDraft(withProject(creator(), merge), draft, 'Обновление: Бесконечное лето');
    const changes = await screen.findByRole('list', { name: 'Что меняет черновик' });
    const fields = within(changes).getAllByRole('heading', { level: 3 });
    expect(fields.map((field) => field.textContent)).toEqual(['Название']);
  });

  it('says so when it changes nothing', async () => {
    await openDraft(
      withProject(creator()),
      updateDraftOf({ project: novelPageValue() }),
      'Обновление: Бесконечное лето',
    );
    expect(await screen.findByText('Черновик ничего не меняет')).toBeInTheDocument();
  });

  it('shows the description as rendered markup on both sides', async () => {
    const draft = updateDraftOf({
      project: { ...novelPageValue(), description: '[i]Новое[/i] описание' },
    });
    await openDraft(withProject(creator(), mergeOf(draft)), draft, 'Обновление: Бесконечное лето');
    const after = await screen.findByRole('group', { name: 'Описание: стало' });
    expect(within(after).getByText('Новое').tagName).toBe('EM');
    const before = screen.getByRole('group', { name: 'Описание: было' });
    expect(within(before).getByText('Лагерь').tagName).toBe('STRONG');
  });
});

describe('NovelDraftPage for a moderator', () => {
  it('adds a new project with "Добавить" and opens its page', async () => {
    const api = movesTo(moderator(), 'everlasting-summer');
    await openDraft(api, novelDraftOf());
    expect(within(draftActions()).getByRole('button', { name: 'Отложить' })).toBeEnabled();
    expect(
      within(draftActions()).queryByRole('button', { name: 'Отправить на ревью' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'applied' });
    await waitFor(() => expect(currentAddress()).toBe('/novels/everlasting-summer'));
  });

  it('opens a game under /games after applying', async () => {
    const api = movesTo(moderator(), 'summer-rpg');
    await openDraft(api, novelDraftOf({ project: { name: 'Summer RPG', section: 'rpgmaker' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(currentAddress()).toBe('/games/summer-rpg'));
  });

  it('says "Новелла с таким url уже существует" when the url is taken, and stays', async () => {
    const api = moderator().failure(statusCall, 409, 'Has novel by url: everlasting-summer');
    await openDraft(api, novelDraftOf());
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Новелла с таким url уже существует')).toBeInTheDocument();
    expect(currentAddress()).toBe(draftPath);
    expect(currentStep()).toHaveTextContent('Создание');
  });

  it('approves a draft awaiting review with "Одобрить"', async () => {
    const api = movesTo(moderator());
    await openDraft(api, novelDraftOf({ status: 'waitApprove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Одобрить' }));
    expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'approved' });
    await waitFor(() => expect(currentStep()).toHaveTextContent('Ревью'));
  });

  it('applies an update with "Применить изменения"', async () => {
    const api = withProject(movesTo(moderator(), 'everlasting-summer'));
    await openDraft(api, updateDraftOf({ status: 'approved' }), 'Обновление: Бесконечное лето');
    await userEvent.click(screen.getByRole('button', { name: 'Применить изменения' }));
    await waitFor(() => expect(currentAddress()).toBe('/novels/everlasting-summer'));
  });
});

describe('NovelDraftPage for the project’s owner', () => {
  it('may apply an update of the project, not send it to review', async () => {
    const owner = sessionOf('staff', OWNER_ID);
    owner.user.owner.novels = [NOVEL_ID];
    const api = withProject(new FakeApi(owner));
    await openDraft(api, updateDraftOf(), 'Обновление: Бесконечное лето');
    expect(
      within(draftActions()).getByRole('button', { name: 'Применить изменения' }),
    ).toBeEnabled();
    expect(
      within(draftActions()).queryByRole('button', { name: 'Отправить на ревью' }),
    ).not.toBeInTheDocument();
  });
});

describe('NovelDraftPage after a review (docs/product §A4, ours)', () => {
  /** An edit reviewed field by field: two fields applied, two back with the author. */
  const returnedDraft = () =>
    updateDraftOf({
      review: reviewNoteOf({
        accepted: ['name', 'alternativeNames'],
        rejected: [
          { field: 'description', reason: 'unsourced', text: 'Дайте ссылку на издателя' },
          { field: 'tags', reason: 'style', text: '' },
        ],
      }),
    });
  const decision = () => screen.getByRole('region', { name: 'Решение модератора' });
  const returnedHint = 'Вы можете исправить возвращённые поля и отправить их снова.';

  it('shows who decided and when, which fields applied and which came back, and why', async () => {
    await openDraft(withProject(creator()), returnedDraft(), 'Обновление: Бесконечное лето');
    expect(within(decision()).getByRole('link', { name: REVIEWER_NAME })).toBeInTheDocument();
    expect(within(decision()).getByRole('time')).toHaveAttribute(
      'datetime',
      '2024-03-03T10:00:00.000Z',
    );
    const lines = within(
      within(decision()).getByRole('list', { name: 'Решение по полям' }),
    ).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Принято: «Название», «Другие названия»',
      'Возвращено: «Описание» — Нет источника: Дайте ссылку на издателя',
      'Возвращено: «Теги» — Не по правилам оформления',
    ]);
    expect(within(decision()).getByText(returnedHint)).toBeInTheDocument();
  });

  it('tells only the author that the returned fields can be sent again', async () => {
    await openDraft(withProject(moderator()), returnedDraft(), 'Обновление: Бесконечное лето');
    expect(within(decision()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(returnedHint)).not.toBeInTheDocument();
  });

  it('shows the reviewer’s words on a declined draft', async () => {
    const declined = novelDraftOf({
      status: 'declined',
      review: reviewNoteOf({ reason: 'Такой проект уже есть в каталоге' }),
    });
    await openDraft(creator(), declined);
    expect(within(decision()).getByText('Причина: Такой проект уже есть в каталоге')).toBeVisible();
    expect(within(decision()).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(returnedHint)).not.toBeInTheDocument();
  });

  it('shows no decision before any review', async () => {
    await openDraft(creator(), novelDraftOf());
    expect(screen.queryByRole('region', { name: 'Решение модератора' })).not.toBeInTheDocument();
  });
});

describe('NovelDraftPage of an edit whose project changed since (docs/product §A4.1, ours)', () => {
  const staleNote = () =>
    screen.findByRole('note', { name: 'Проект изменился после создания черновика' });

  it('says so, what it means, and which fields both sides changed differently', async () => {
    const merge = draftMergeOf({
      stale: true,
      fields: [
        { field: 'name', outcome: 'theirs' },
        { field: 'description', outcome: 'conflict' },
        { field: 'tags', outcome: 'conflict' },
        { field: 'status', outcome: 'proposed' },
      ],
    });
    await openDraft(withProject(creator(), merge), updateDraftOf(), 'Обновление: Бесконечное лето');
    const note = await staleNote();
    expect(note).toHaveTextContent(
      'Изменения проекта сохранятся. Поля, которые изменили по-разному и в проекте, и в черновике, нужно решить по полям.',
    );
    expect(note).toHaveTextContent('Изменены по-разному: «Описание», «Теги»');
    // The comparison with the project as it is stays.
    expect(screen.getByRole('region', { name: 'Изменения' })).toBeInTheDocument();
  });

  it('names no field when none conflicts', async () => {
    const merge = draftMergeOf({ stale: true, fields: [{ field: 'name', outcome: 'theirs' }] });
    await openDraft(withProject(creator(), merge), updateDraftOf(), 'Обновление: Бесконечное лето');
    expect(await staleNote()).not.toHaveTextContent('Изменены по-разному');
  });

  it('says nothing while the draft’s base is the project as it is', async () => {
    const draft = updateDraftOf();
    const api = withProject(creator(), mergeOf(draft));
    await openDraft(api, draft, 'Обновление: Бесконечное лето');
    await waitFor(() => expect(api.callsTo(mergeCall)).toHaveLength(1));
    await screen.findByRole('list', { name: 'Что меняет черновик' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('does not ask for a new project’s draft, nor for an applied or declined edit', async () => {
    for (const draft of [
      novelDraftOf(),
      updateDraftOf({ status: 'applied' }),
      updateDraftOf({ status: 'declined' }),
    ]) {
      const api = withProject(creator());
      const { unmount } = renderDraft(api, draft);
      await screen.findByRole('heading', { level: 1 });
      expect(api.callsTo(mergeCall)).toHaveLength(0);
      unmount();
    }
  });

  it('says "Не удалось узнать, менялся ли проект" when the answer does not come', async () => {
    const api = withProject(creator()).failure(mergeCall, 500, 'Сбой');
    await openDraft(api, updateDraftOf(), 'Обновление: Бесконечное лето');
    expect(await screen.findByText('Не удалось узнать, менялся ли проект')).toBeInTheDocument();
  });
});

describe('NovelDraftPage: «Проверить по полям» (docs/product §A4.2, ours)', () => {
  it('leads whoever may apply an open edit to its review', async () => {
    await openDraft(withProject(moderator()), updateDraftOf(), 'Обновление: Бесконечное лето');
    expect(
      within(draftActions()).getByRole('link', { name: 'Проверить по полям' }),
    ).toHaveAttribute('href', `/drafts/${DRAFT_ID}/review`);
  });

  it('is not offered to an author who may not apply, nor on a new project’s draft', async () => {
    await openDraft(withProject(creator()), updateDraftOf(), 'Обновление: Бесконечное лето');
    expect(screen.queryByRole('link', { name: 'Проверить по полям' })).not.toBeInTheDocument();
    cleanup();
    await openDraft(moderator(), novelDraftOf());
    expect(within(draftActions()).getByRole('button', { name: 'Добавить' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Проверить по полям' })).not.toBeInTheDocument();
  });
});

describe('NovelDraftPage: declining with a reason (docs/product §A4, ours)', () => {
  const dialogName = 'Отклонить черновик «Бесконечное лето»?';
  const openDialog = () => openReasonDialog('Отклонить', dialogName);

  it('asks a moderator for words to the author and sends them with the decline', async () => {
    const api = movesTo(moderator());
    await openDraft(api, novelDraftOf({ status: 'waitApprove' }));
    const dialog = await openDialog();
    await declineWithReason(api, statusCall, dialog, 'Отклонить', {
      typed: '  Нет источников  ',
      reason: 'Нет источников',
    });
  });

  it('declines without words when none are given', async () => {
    const api = movesTo(moderator());
    await openDraft(api, novelDraftOf({ status: 'approved' }));
    const dialog = await openDialog();
    await giveReason(dialog, 'Отклонить');
    await waitFor(() => expect(api.callsTo(statusCall)).toHaveLength(1));
    expect(api.callsTo(statusCall)[0]?.body).toEqual({ status: 'declined' });
  });

  it('keeps the typed words when the decline fails, through a cancel too', async () => {
    const api = moderator().failure(statusCall, 409, 'Черновик уже изменился, обновите страницу');
    await openDraft(api, novelDraftOf({ status: 'waitApprove' }));
    const dialog = await openDialog();
    await expectReasonKeptOnFailure(dialog, dialogName, 'Отклонить', 'Нет источников');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog();
    expect(reasonBox()).toHaveValue('Нет источников');
    expect(currentStep()).toHaveTextContent('Предпросмотр');
  });

  it('changes nothing when cancelled', async () => {
    const api = movesTo(moderator());
    await openDraft(api, novelDraftOf({ status: 'waitApprove' }));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(statusCall)).toHaveLength(0);
  });

  it('does not ask a moderator declining their own draft', async () => {
    const api = movesTo(moderator());
    const own = novelDraftOf({
      status: 'waitApprove',
      createdBy: { _id: MODERATOR_ID, username: 'user-moderator' },
    });
    await openDraft(api, own);
    await expectDeclinedAtOnce(api, statusCall, 'Отклонить');
  });
});

describe('NovelDraftPage when it cannot be shown', () => {
  it('sends a guest to / (docs/product §2.2) remembering this page, without asking for the draft', async () => {
    const api = new FakeApi();
    renderDraft(api, novelDraftOf());
    await waitFor(() => expect(currentAddress()).toBe(`/?return=%2Fdrafts%2F${DRAFT_ID}`));
    expect(api.callsTo(draftCall)).toHaveLength(0);
  });

  it('sends a reader who may not see the draft ("Not Found") to /', async () => {
    renderDraft(new FakeApi(sessionOf('staff', STRANGER_ID)).failure(draftCall, 404, 'Not Found'));
    await waitFor(() => expect(currentAddress()).toBe('/'));
  });

  it('sends a reader refused with 403 to /', async () => {
    renderDraft(new FakeApi(sessionOf('staff', STRANGER_ID)).failure(draftCall, 403, 'Forbidden'));
    await waitFor(() => expect(currentAddress()).toBe('/'));
  });

  it('sends to / a reader the draft rules do not let see it, whatever the answer', async () => {
    renderDraft(new FakeApi(sessionOf('staff', STRANGER_ID)), novelDraftOf());
    await waitFor(() => expect(currentAddress()).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the error page and "Не удалось загрузить черновик" for any other failure', async () => {
    renderDraft(new FakeApi(sessionOf('staff')).failure(draftCall, 500, 'Сбой'));
    expect(await screen.findByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить черновик')).toBeInTheDocument();
  });
});

/** The fixture project's fields as a draft of it proposes them unchanged. */
function novelPageValue() {
  const page = novelPage({ _id: NOVEL_ID });
  return {
    name: page.name,
    url: page.url,
    alternativeNames: page.alternativeNames,
    section: page.section,
    status: page.status,
    originalLanguage: page.originalLanguage,
    poster: page.poster ?? null,
    developers: page.developers,
    releasedAt: page.releasedAt ?? null,
    genres: page.genres,
    translations: page.translations,
    description: page.description as string,
    links: page.links,
  };
}
