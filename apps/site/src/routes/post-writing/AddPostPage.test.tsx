import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hasUnsentWork } from '../../app/leave-guard';
import {
  bodyField,
  currentAddress,
  DRAFT_ID,
  draftOf,
  EDITOR_LOAD,
  FakeApi,
  pasteText,
  renderArticlePage,
  sessionOf,
} from '../../test-support/articles.fixtures';
import { AddPostPage } from './AddPostPage';

function renderAddPost(api: FakeApi) {
  return renderArticlePage(api, { page: <AddPostPage />, pattern: '/addPost', path: '/addPost' });
}

describe('AddPostPage', EDITOR_LOAD, () => {
  it('sends a guest to /login, coming back here', async () => {
    renderAddPost(new FakeApi());
    await waitFor(() => expect(currentAddress()).toBe('/login?return=%2FaddPost'));
    expect(screen.queryByRole('textbox', { name: 'Заголовок' })).not.toBeInTheDocument();
  });

  it('shows "Нет заголовка" and "Пустое сообщение" in their fields, and sends nothing', async () => {
    const api = new FakeApi(sessionOf('staff'));
    renderAddPost(api);
    await bodyField();
    await userEvent.click(screen.getByRole('button', { name: 'Создать черновик' }));
    expect(await screen.findByText('Нет заголовка')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Заголовок' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Пустое сообщение')).toBeInTheDocument();
    expect(api.callsTo('POST /api/postDrafts')).toHaveLength(0);
  });

  it('creates the draft with the section, title and body, then opens the draft', async () => {
    const api = new FakeApi(sessionOf('staff')).result('POST /api/postDrafts', draftOf());
    renderAddPost(api);
    const body = await bodyField();
    await userEvent.click(screen.getByRole('button', { name: /Раздел:/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Работа сайта' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Заголовок' }), 'Новости сайта');
    pasteText(body, 'Мы обновились.');
    // Typed work is guarded until it is saved.
    await waitFor(() => expect(hasUnsentWork()).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Создать черновик' }));
    await waitFor(() => expect(currentAddress()).toBe(`/postDrafts/${DRAFT_ID}`));
    const [call] = api.callsTo('POST /api/postDrafts');
    expect(call?.body).toEqual({
      section: 'site',
      title: 'Новости сайта',
      body: [
        { type: 'text', text: 'Мы обновились.' },
        { type: 'text', text: '' },
      ],
    });
    expect(hasUnsentWork()).toBe(false);
  });

  it('keeps what was typed when the save fails, with the server’s word and field errors', async () => {
    const api = new FakeApi(sessionOf('staff')).failure(
      'POST /api/postDrafts',
      400,
      'Нет заголовка',
      { title: 'Нет заголовка' },
    );
    renderAddPost(api);
    const body = await bodyField();
    await userEvent.type(screen.getByRole('textbox', { name: 'Заголовок' }), 'Заголовок');
    pasteText(body, 'Текст');
    await userEvent.click(screen.getByRole('button', { name: 'Создать черновик' }));
    const toasts = await screen.findByRole('region', { name: /Уведомления/ });
    expect(await within(toasts).findByText('Нет заголовка')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Заголовок' });
    expect(title).toHaveValue('Заголовок');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveTextContent('Текст');
    expect(currentAddress()).toBe('/addPost');
    expect(hasUnsentWork()).toBe(true);
  });
});
