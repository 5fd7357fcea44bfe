import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  POST_ID,
  postOf,
  renderArticlePage,
  sessionOf,
} from '../../test-support/articles.fixtures';
import { EditPostPage } from './EditPostPage';

function renderEdit(api: FakeApi, post = postOf()) {
  api.result(`GET /api/posts/${post.countId}`, { post, comments: [] });
  return renderArticlePage(api, {
    page: <EditPostPage />,
    pattern: '/posts/:countId/edit',
    path: `/posts/${post.countId}/edit`,
  });
}

const updateDraft = `POST /api/postDrafts/${POST_ID}`;

describe('EditPostPage', EDITOR_LOAD, () => {
  it('opens the article in the form for its author', async () => {
    renderEdit(new FakeApi(sessionOf('staff', AUTHOR_ID)));
    expect(await bodyField()).toHaveTextContent('Начало');
    expect(screen.getByRole('heading', { level: 1, name: 'Редактирование статьи' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Заголовок' })).toHaveValue(
      'Как мы переводили новеллу',
    );
    expect(screen.getByRole('button', { name: /Раздел:/ })).toHaveTextContent('Технические');
    expect(screen.getByRole('link', { name: 'Отменить' })).toHaveAttribute('href', '/posts/5');
  });

  it('says "Нет изменений" and sends nothing when nothing changed (docs/product §4)', async () => {
    const api = new FakeApi(sessionOf('staff', AUTHOR_ID));
    renderEdit(api);
    await bodyField();
    await userEvent.click(screen.getByRole('button', { name: 'Создать черновик' }));
    expect(await screen.findByText('Нет изменений')).toBeInTheDocument();
    expect(api.callsTo(updateDraft)).toHaveLength(0);
    expect(currentAddress()).toBe('/posts/5/edit');
    // The notice is about those values: a change takes it away.
    await userEvent.type(screen.getByRole('textbox', { name: 'Заголовок' }), '!');
    expect(screen.queryByText('Нет изменений')).not.toBeInTheDocument();
  });

  it('proposes a changed article as an update draft and opens it', async () => {
    const api = new FakeApi(sessionOf('staff', AUTHOR_ID)).result(
      updateDraft,
      draftOf({ type: 'update', post: POST_ID }),
    );
    renderEdit(api);
    await bodyField();
    const title = screen.getByRole('textbox', { name: 'Заголовок' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Новый заголовок');
    await userEvent.click(screen.getByRole('button', { name: 'Создать черновик' }));
    await waitFor(() => expect(currentAddress()).toBe(`/postDrafts/${DRAFT_ID}`));
    expect(api.callsTo(updateDraft)[0]?.body).toEqual({
      section: 'tech',
      title: 'Новый заголовок',
      body: postOf().body,
    });
  });

  it('opens an old article of markup text converted to blocks, and sends blocks', async () => {
    const post = postOf({ body: '[b]Жирный[/b] текст', version: undefined });
    const api = new FakeApi(sessionOf('moderator', OTHER_ID)).result(updateDraft, draftOf());
    renderEdit(api, post);
    const body = await bodyField();
    expect(within(body).getByText('Жирный').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: /Раздел:/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Общее' }));
    await userEvent.click(screen.getByRole('button', { name: 'Создать черновик' }));
    await waitFor(() => expect(api.callsTo(updateDraft)).toHaveLength(1));
    expect(api.callsTo(updateDraft)[0]?.body).toEqual({
      section: 'common',
      title: post.title,
      body: [{ type: 'text', text: '[b]Жирный[/b] текст' }],
    });
  });

  it("shows the server's refusal as a toast and stays", async () => {
    const api = new FakeApi(sessionOf('staff', AUTHOR_ID)).failure(
      updateDraft,
      400,
      'Нет изменений',
    );
    renderEdit(api);
    await bodyField();
    await userEvent.type(screen.getByRole('textbox', { name: 'Заголовок' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Создать черновик' }));
    const toasts = await screen.findByRole('region', { name: /Уведомления/ });
    expect(await within(toasts).findByText('Нет изменений')).toBeInTheDocument();
    expect(currentAddress()).toBe('/posts/5/edit');
  });

  it('is not there for another reader', async () => {
    renderEdit(new FakeApi(sessionOf('staff', OTHER_ID)));
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('sends a guest to /login, coming back here', async () => {
    const api = new FakeApi();
    renderEdit(api);
    await waitFor(() => expect(currentAddress()).toBe('/login?return=%2Fposts%2F5%2Fedit'));
    expect(api.callsTo('GET /api/posts/5')).toHaveLength(0);
  });

  it('shows the not-found page for an article that is not there', async () => {
    const api = new FakeApi(sessionOf('staff')).failure('GET /api/posts/9', 404, 'Not Found');
    renderArticlePage(api, {
      page: <EditPostPage />,
      pattern: '/posts/:countId/edit',
      path: '/posts/9/edit',
    });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
