import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PostPage } from './PostPage';
import {
  AUTHOR_ID,
  currentAddress,
  FakeApi,
  OTHER_ID,
  postOf,
  renderArticlePage,
  sessionOf,
} from '../../test-support/articles.fixtures';

function renderPost(api: FakeApi, path = '/posts/5') {
  return renderArticlePage(api, { page: <PostPage />, pattern: '/posts/:countId', path });
}

const withPost = (api: FakeApi, post = postOf()) =>
  api.result(`GET /api/posts/${post.countId}`, { post, comments: [] });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Как мы переводили новеллу' });

describe('PostPage', () => {
  it('shows the article: title, section, author, date, views and body; titles the page', async () => {
    renderPost(withPost(new FakeApi()));
    await heading();
    const article = screen.getByRole('article', { name: 'Как мы переводили новеллу' });
    expect(within(article).getByText('Технические')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Автор' })).toBeInTheDocument();
    expect(within(article).getByText('01.03.2024')).toBeInTheDocument();
    expect(within(article).getByText('42 просмотра')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Начало' })).toBeInTheDocument();
    expect(within(article).getByText('Первый').tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toMatch(/^Как мы переводили новеллу — /));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      // On one line, as the server's head writes it (a meta description is one line).
      'Начало Первый абзац.',
    );
  });

  it('shows an old article of markup text', async () => {
    renderPost(
      withPost(new FakeApi(), postOf({ body: '[u]Старый[/u] текст', version: undefined })),
    );
    await heading();
    expect(screen.getByText('Старый').tagName).toBe('U');
  });

  it('has the comments of the article under it', async () => {
    renderPost(withPost(new FakeApi()));
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'Комментарии' })).toBeInTheDocument();
  });

  it('offers "Редактировать" to the author', async () => {
    renderPost(withPost(new FakeApi(sessionOf('staff', AUTHOR_ID))));
    await heading();
    expect(await screen.findByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      '/posts/5/edit',
    );
  });

  it('offers "Редактировать" to a moderator', async () => {
    renderPost(withPost(new FakeApi(sessionOf('moderator', OTHER_ID))));
    await heading();
    expect(await screen.findByRole('link', { name: 'Редактировать' })).toBeInTheDocument();
  });

  it('offers no edit to another reader', async () => {
    const api = withPost(new FakeApi(sessionOf('staff', OTHER_ID)));
    renderPost(api);
    await heading();
    await waitFor(() => expect(api.callsTo('GET /api/settings')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it('offers no edit to a guest', async () => {
    const api = withPost(new FakeApi());
    renderPost(api);
    await heading();
    await waitFor(() => expect(api.callsTo('GET /api/settings')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  describe('"Удалить статью" (ours: moderators, docs/product §6)', () => {
    const deleteButton = () => screen.queryByRole('button', { name: 'Удалить статью' });
    const question = { name: 'Удалить статью «Как мы переводили новеллу»?' };
    const moderatorApi = () => withPost(new FakeApi(sessionOf('moderator', OTHER_ID)));

    it('is offered to a moderator and an administrator', async () => {
      for (const role of ['moderator', 'admin'] as const) {
        renderPost(withPost(new FakeApi(sessionOf(role, OTHER_ID))));
        await heading();
        expect(
          await screen.findByRole('button', { name: 'Удалить статью' }),
          role,
        ).toBeInTheDocument();
        cleanup();
      }
    });

    it('is offered to no one else, the author included', async () => {
      for (const session of [null, sessionOf('staff', OTHER_ID), sessionOf('staff', AUTHOR_ID)]) {
        const api = withPost(new FakeApi(session));
        renderPost(api);
        await heading();
        await waitFor(() => expect(api.callsTo('GET /api/settings')).toHaveLength(1));
        expect(deleteButton()).not.toBeInTheDocument();
        cleanup();
      }
    });

    it('asks first, and a cancel deletes nothing and stays', async () => {
      const api = moderatorApi();
      renderPost(api);
      await heading();
      await userEvent.click(await screen.findByRole('button', { name: 'Удалить статью' }));
      const dialog = await screen.findByRole('alertdialog', question);
      expect(dialog).toHaveTextContent(
        'Это нельзя отменить: вместе со статьёй удалятся её комментарии и черновики.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(api.callsTo('DELETE /api/posts/5')).toHaveLength(0);
      expect(currentAddress()).toBe('/posts/5');
    });

    it('deletes on "Удалить", says "Статья удалена" and opens /posts', async () => {
      const api = moderatorApi().result('DELETE /api/posts/5', { deleted: true });
      renderPost(api);
      await heading();
      await userEvent.click(await screen.findByRole('button', { name: 'Удалить статью' }));
      const dialog = await screen.findByRole('alertdialog', question);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
      expect(await screen.findByText('Статья удалена')).toBeInTheDocument();
      expect(api.callsTo('DELETE /api/posts/5')).toHaveLength(1);
      await waitFor(() => expect(currentAddress()).toBe('/posts'));
    });

    it('says why it failed and keeps the article on its page', async () => {
      const api = moderatorApi().failure('DELETE /api/posts/5', 403, 'Недостаточно прав');
      renderPost(api);
      await heading();
      await userEvent.click(await screen.findByRole('button', { name: 'Удалить статью' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog', question)).getByRole('button', {
          name: 'Удалить',
        }),
      );
      expect(
        await screen.findByText('Не удалось удалить статью: Недостаточно прав'),
      ).toBeInTheDocument();
      expect(currentAddress()).toBe('/posts/5');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Как мы переводили новеллу',
      );
      expect(screen.getByRole('button', { name: 'Удалить статью' })).toBeEnabled();
    });
  });

  it('shows the not-found page for "Not Found"', async () => {
    renderPost(new FakeApi().failure('GET /api/posts/5', 404, 'Not Found'));
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('shows the not-found page for a number that is not one, without asking', async () => {
    const api = new FakeApi();
    renderPost(api, '/posts/abc');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/posts'))).toHaveLength(0);
  });

  it('shows the error page and "Не удалось загрузить статью" for any other failure', async () => {
    renderPost(new FakeApi().failure('GET /api/posts/5', 500, 'База недоступна'));
    expect(await screen.findByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(screen.getByText('База недоступна')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить статью')).toBeInTheDocument();
  });
});
