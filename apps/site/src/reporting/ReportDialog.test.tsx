import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportMessages, type SessionState } from '@vn/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../test-support/fake-api';
import { renderRoutePage } from '../test-support/render-route';
import type { ReportTarget } from './report-target';
import { ReportButton } from './ReportControl';

// The dialog is a chunk of its own (the form, zod), loaded on the first press: loaded here ahead, as
// its first load is slow on a busy machine.
beforeAll(() => import('./ReportDialog'), 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READER_ID = '6650a1b2c3d4e5f6a7b8c9e1';
const AUTHOR_ID = '6650a1b2c3d4e5f6a7b8c9aa';
const SUBJECT_ID = '6650a1b2c3d4e5f6a7b8c9d0';

const comment: ReportTarget = {
  kind: 'comment',
  id: SUBJECT_ID,
  label: 'Комментарий пользователя Читатель',
};

function renderButton(
  api: FakeApi,
  target: ReportTarget = comment,
  authorId: string | null = AUTHOR_ID,
) {
  return renderRoutePage(api, {
    page: <ReportButton target={target} authorId={authorId} />,
    patterns: ['/'],
    path: '/',
  });
}

const apiFor = (session: SessionState | null = sessionOf('staff', READER_ID)) =>
  new FakeApi().result('GET /api/settings', session);

/** Opens the dialog, reports spam with an explanation and sends it; the dialog and its text field. */
async function sendSpamReport(api: FakeApi) {
  renderButton(api);
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Спам или реклама' }));
  const text = within(dialog).getByRole('textbox', { name: /Пояснение/ });
  await userEvent.type(text, 'Ссылки на казино');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
  return { dialog, text };
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Пожаловаться' }));
  return screen.findByRole('dialog', { name: 'Пожаловаться' });
}

const reasonsIn = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('radiogroup', { name: 'Причина' }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('«Пожаловаться» (docs/product §A3.1, ours)', { timeout: 15_000 }, () => {
  it('is offered to a signed-in reader, neither to a guest nor on their own', async () => {
    for (const [session, authorId] of [
      [null, AUTHOR_ID],
      [sessionOf('staff', READER_ID), READER_ID],
    ] as const) {
      const api = apiFor(session);
      const view = renderButton(api, comment, authorId);
      await waitFor(() => expect(api.callsTo('GET /api/settings')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
      view.unmount();
    }
    renderButton(apiFor());
    expect(await screen.findByRole('button', { name: 'Пожаловаться' })).toBeInTheDocument();
  });

  it('offers the reasons that fit what is reported', async () => {
    renderButton(apiFor());
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Комментарий пользователя Читатель');
    expect(reasonsIn(dialog)).toEqual([
      'Спам или реклама',
      'Оскорбление',
      'Спойлер без спойлер-тега',
      'Незаконный контент',
      'Другое',
    ]);
    expect(within(dialog).queryByRole('link', { name: 'Предложите изменения' })).toBeNull();
  });

  it('sends wrong facts about a project to «Предложить изменения», not to the moderators', async () => {
    renderButton(
      apiFor(),
      {
        kind: 'novel',
        id: SUBJECT_ID,
        label: 'Страница проекта «Ёлка»',
        proposeEditHref: `/edit/novel/${SUBJECT_ID}`,
      },
      null,
    );
    const dialog = await openDialog();
    expect(reasonsIn(dialog)).toEqual(['Незаконный контент', 'Другое']);
    expect(dialog).toHaveTextContent('Неверная информация? Предложите изменения');
    expect(within(dialog).getByRole('link', { name: 'Предложите изменения' })).toHaveAttribute(
      'href',
      `/edit/novel/${SUBJECT_ID}`,
    );
  });

  it('asks for an explanation with «Другое» before sending anything', async () => {
    const api = apiFor();
    renderButton(api);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText(reportMessages.reason)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Другое' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText(reportMessages.otherNeedsText)).toBeInTheDocument();
    expect(api.callsTo('POST /api/reports')).toHaveLength(0);
  });

  it('sends the report and says it was received', async () => {
    const api = apiFor().result('POST /api/reports', {
      received: true,
      message: reportMessages.received,
    });
    renderButton(api);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Оскорбление' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Пояснение/ }), 'Грубо');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(reportMessages.received);
    expect(api.callsTo('POST /api/reports')[0]?.body).toEqual({
      kind: 'comment',
      id: SUBJECT_ID,
      reason: 'insult',
      text: 'Грубо',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("puts the API's field message under its field and keeps what was typed", async () => {
    const api = apiFor().failure('POST /api/reports', 400, 'Проверьте поля', {
      text: 'Пояснение — не длиннее 1000 символов',
    });
    const { dialog, text } = await sendSpamReport(api);
    expect(
      await within(dialog).findByText('Пояснение — не длиннее 1000 символов'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Проверьте поля');
    expect(text).toHaveValue('Ссылки на казино');
    expect(within(dialog).getByRole('radio', { name: 'Спам или реклама' })).toBeChecked();
  });

  it('names the request of a failure of the server’s, so the reader can report it, and keeps the report', async () => {
    const id = '2c9c2fe3-75e0-47e6-aa2c-d779d9cae57b';
    const api = apiFor().on('POST /api/reports', {
      status: 500,
      body: { message: 'Internal Server Error', requestId: id },
    });
    const { dialog, text } = await sendSpamReport(api);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Не удалось отправить жалобу: Internal Server Error (код запроса: ${id})`,
    );
    expect(text).toHaveValue('Ссылки на казино');
  });

  it("says the API's own words over the day's limit and a restriction", async () => {
    const limit = 'Слишком много жалоб за день. Попробуйте завтра';
    const api = apiFor().failure('POST /api/reports', 429, limit);
    renderButton(api);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Оскорбление' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${limit}$`));
    const sanction = 'Вам ограничены жалобы до 02.05.2026 16:00: злоупотребление';
    api.failure('POST /api/reports', 403, sanction);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(new RegExp(`^${sanction}$`)),
    );
  });
});
