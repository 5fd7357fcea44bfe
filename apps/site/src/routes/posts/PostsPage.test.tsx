import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PostsPage } from './PostsPage';
import {
  currentAddress,
  FakeApi,
  postOf,
  renderArticlePage,
  sessionOf,
} from '../../test-support/articles.fixtures';

const listOf = (...items: { post: ReturnType<typeof postOf>; commentsCount: number }[]) => ({
  posts: items,
});

function renderPosts(api: FakeApi, path = '/posts') {
  return renderArticlePage(api, { page: <PostsPage />, pattern: '/posts', path });
}

const articles = () => screen.findByRole('list', { name: 'Статьи' });

describe('PostsPage', () => {
  it('shows each article as a preview with its section, author, date and comment count', async () => {
    const api = new FakeApi().result(
      'GET /api/posts',
      listOf({ post: postOf(), commentsCount: 3 }),
    );
    renderPosts(api);
    const item = within(await articles()).getByRole('article');
    expect(within(item).getByRole('link', { name: 'Как мы переводили новеллу' })).toHaveAttribute(
      'href',
      '/posts/5',
    );
    expect(within(item).getByText('Технические')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Автор' })).toHaveAttribute(
      'href',
      '/profile/%D0%90%D0%B2%D1%82%D0%BE%D1%80',
    );
    expect(within(item).getByText('01.03.2024')).toHaveAttribute(
      'datetime',
      '2024-03-01T10:00:00.000Z',
    );
    expect(within(item).getByText('3 комментария')).toBeInTheDocument();
    // The body of blocks, its markup drawn.
    expect(within(item).getByRole('heading', { name: 'Начало' })).toBeInTheDocument();
    expect(within(item).getByText('Первый').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 1, name: 'Статьи' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Статьи — /));
  });

  it('has the tab "Все" and the four sections, "Все" chosen, and asks for every section', async () => {
    const api = new FakeApi().result('GET /api/posts', listOf());
    renderPosts(api);
    const tabs = screen.getByRole('tablist', { name: 'Разделы статей' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Все', 'Общее', 'Технические', 'Работа сайта', 'Поиск людей']);
    expect(within(tabs).getByRole('tab', { name: 'Все' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.callsTo('GET /api/posts')).toHaveLength(1));
    const [call] = api.callsTo('GET /api/posts');
    expect(call?.query.get('section')).toBe('all');
    expect(call?.query.has('my')).toBe(false);
  });

  it('opens the section of the address, and a tab puts its section into the address', async () => {
    const api = new FakeApi().result('GET /api/posts', listOf());
    renderPosts(api, '/posts?section=tech');
    expect(screen.getByRole('tab', { name: 'Технические' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(api.callsTo('GET /api/posts')[0]?.query.get('section')).toBe('tech'),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Поиск людей' }));
    expect(currentAddress()).toBe('/posts?section=job');
    await waitFor(() =>
      expect(api.callsTo('GET /api/posts').at(-1)?.query.get('section')).toBe('job'),
    );
  });

  it('sends a guest who wants to write to /login, coming back to /addPost', async () => {
    renderPosts(new FakeApi().result('GET /api/posts', listOf()));
    await screen.findByText('Ничего нет');
    expect(screen.getByRole('link', { name: 'Написать' })).toHaveAttribute(
      'href',
      '/login?return=%2FaddPost',
    );
    expect(screen.queryByRole('switch', { name: 'Мои статьи' })).not.toBeInTheDocument();
  });

  it('lets a signed-in reader write and see only their own articles (?my=true)', async () => {
    const api = new FakeApi(sessionOf('staff')).result('GET /api/posts', listOf());
    renderPosts(api, '/posts?section=site');
    expect(await screen.findByRole('link', { name: 'Написать' })).toHaveAttribute(
      'href',
      '/addPost',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Мои статьи' }));
    expect(currentAddress()).toBe('/posts?section=site&my=true');
    expect(screen.getByRole('switch', { name: 'Мои статьи' })).toBeChecked();
    await waitFor(() => expect(api.callsTo('GET /api/posts').at(-1)?.query.get('my')).toBe('true'));
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('says "Ничего нет" when there are no articles at all', async () => {
    renderPosts(new FakeApi().result('GET /api/posts', listOf()));
    expect(await screen.findByText('Ничего нет')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Статьи' })).not.toBeInTheDocument();
  });

  it('says "Не удалось загрузить раздел" when the list does not come, and tries again', async () => {
    const api = new FakeApi().failure('GET /api/posts', 500, 'База недоступна');
    renderPosts(api);
    expect(await screen.findAllByText('Не удалось загрузить раздел')).toHaveLength(2);
    api.result('GET /api/posts', listOf({ post: postOf(), commentsCount: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('0 комментариев')).toBeInTheDocument();
  });

  it('draws an old markup body with the markup renderer, and an old HTML body as blocks', async () => {
    const api = new FakeApi().result(
      'GET /api/posts',
      listOf(
        {
          post: postOf({ _id: 'm1', countId: 1, body: '[i]Разметка[/i]', version: undefined }),
          commentsCount: 0,
        },
        {
          post: postOf({
            _id: 'h1',
            countId: 2,
            body: '<p>Старый <b>HTML</b></p>',
            version: undefined,
          }),
          commentsCount: 0,
        },
      ),
    );
    renderPosts(api);
    const [markup, html] = within(await articles()).getAllByRole('article');
    expect(within(markup!).getByText('Разметка').tagName).toBe('EM');
    expect(html).toHaveTextContent('Старый HTML');
    expect(html).not.toHaveTextContent('<p>');
    expect(within(html!).getByText('HTML').tagName).toBe('STRONG');
  });

  it('collapses an article that opens with a picture at its height + 200 px (docs/product §9)', async () => {
    const picture = {
      preview: '/p.webp',
      full: '/p.webp',
      alt: 'Обложка',
      width: 800,
      height: 420,
    };
    const api = new FakeApi().result(
      'GET /api/posts',
      listOf({
        post: postOf({
          body: [
            { type: 'image', images: [picture] },
            { type: 'text', text: 'Т' },
          ],
        }),
        commentsCount: 0,
      }),
    );
    renderPosts(api);
    const item = within(await articles()).getByRole('article');
    const image = within(item).getByRole('img', { name: 'Обложка' });
    expect(image.closest('[data-collapsed]')?.getAttribute('style')).toContain('620px');
  });
});
