import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostPage } from './PostPage';
import {
  AUTHOR_ID,
  FakeApi,
  OTHER_ID,
  postOf,
  renderArticlePage,
  sessionOf,
} from './test-support/articles.fixtures';

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
