import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostDraftView } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  AUTHOR_ID,
  bodyField,
  currentAddress,
  DRAFT_ID,
  draftOf,
  EDITOR_LOAD,
  FakeApi,
  OTHER_ID,
  pasteText,
  renderArticlePage,
  sessionOf,
} from '../../test-support/articles.fixtures';
import { EditPostDraftPage } from './EditPostDraftPage';

function renderEdit(api: FakeApi, draft: PostDraftView = draftOf()) {
  api.result(`GET /api/postDrafts/${DRAFT_ID}`, { draft, comments: [] });
  return renderArticlePage(api, {
    page: <EditPostDraftPage />,
    pattern: '/postDrafts/:id/edit',
    path: `/postDrafts/${DRAFT_ID}/edit`,
  });
}

const saveValue = `PUT /api/postDrafts/${DRAFT_ID}/value`;

describe('EditPostDraftPage', EDITOR_LOAD, () => {
  it("opens the draft's article in the form, with Отменить back to the draft", async () => {
    renderEdit(new FakeApi(sessionOf('staff', AUTHOR_ID)));
    expect(await bodyField()).toHaveTextContent('Текст черновика');
    expect(screen.getByRole('textbox', { name: 'Заголовок' })).toHaveValue('Черновик о переводе');
    expect(screen.getByRole('button', { name: /Раздел:/ })).toHaveTextContent('Общее');
    expect(screen.getByRole('link', { name: 'Отменить' })).toHaveAttribute(
      'href',
      `/postDrafts/${DRAFT_ID}`,
    );
  });

  it('saves the article with "Обновить" and goes back to the draft', async () => {
    const api = new FakeApi(sessionOf('staff', AUTHOR_ID)).result(saveValue, draftOf());
    renderEdit(api);
    const body = await bodyField();
    pasteText(body, ' и ещё');
    await userEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(currentAddress()).toBe(`/postDrafts/${DRAFT_ID}`));
    const sent = api.callsTo(saveValue)[0]?.body as { value: Record<string, unknown> };
    expect(sent.value).toMatchObject({ section: 'common', title: 'Черновик о переводе' });
    expect(JSON.stringify(sent.value['body'])).toContain('и ещё');
  });

  it('asks before "Отменить" leaves unsaved text, and stays when told to', async () => {
    renderEdit(new FakeApi(sessionOf('staff', AUTHOR_ID)));
    await bodyField();
    await userEvent.type(screen.getByRole('textbox', { name: 'Заголовок' }), '!');
    await userEvent.click(screen.getByRole('link', { name: 'Отменить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Уйти со страницы?' });
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(currentAddress()).toBe(`/postDrafts/${DRAFT_ID}/edit`);
  });

  it('sends the reader to the page of a draft that is finished', async () => {
    renderEdit(new FakeApi(sessionOf('staff', AUTHOR_ID)), draftOf({ status: 'applied' }));
    await waitFor(() => expect(currentAddress()).toBe(`/postDrafts/${DRAFT_ID}`));
  });

  it('shows the not-found page for a draft the reader may not see', async () => {
    const api = new FakeApi(sessionOf('staff', OTHER_ID)).failure(
      `GET /api/postDrafts/${DRAFT_ID}`,
      404,
      'Not Found',
    );
    renderArticlePage(api, {
      page: <EditPostDraftPage />,
      pattern: '/postDrafts/:id/edit',
      path: `/postDrafts/${DRAFT_ID}/edit`,
    });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('sends a guest to /login, coming back here', async () => {
    renderEdit(new FakeApi());
    await waitFor(() =>
      expect(currentAddress()).toBe(`/login?return=%2FpostDrafts%2F${DRAFT_ID}%2Fedit`),
    );
  });
});
