import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAppearance, type CommentResult, type TranslationView } from '@vn/domain';
import { setAppearance } from '../../appearance/appearance-store';
import { aComment } from '../../comments/comment.fixtures';
import { sessionOf } from '../../test-support/fake-api';
import { translationView } from '../../test-support/translations';
import {
  NOVEL_ID,
  novelPage,
  projectApi,
  projectRatings,
  renderProjectPage,
} from './project.fixtures';
import { backgroundFullVar, backgroundPreviewVar } from './ProjectPage.css';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const heading = () => screen.findByRole('heading', { level: 1, name: 'Бесконечное лето' });
const location = () => screen.getByTestId('location').textContent;
/**
 * "О странице" is a lazy chunk (ProjectTabs.tsx): the first test in a run that opens it waits for
 * its code to load, which takes longer than a find's second when the machine is busy.
 */
const LAZY_TAB = { timeout: 10_000 };

describe('ProjectPage for a guest', () => {
  it('shows the project: name, poster with its size, status, description; titles the page', async () => {
    renderProjectPage(projectApi());
    await heading();
    const poster = screen.getByRole('img', { name: 'Постер: Бесконечное лето' });
    expect(poster).toHaveAttribute('width', '220');
    expect(poster).toHaveAttribute('height', '300');
    expect(poster).not.toHaveAttribute('loading');
    expect(screen.getByText('Статус').nextElementSibling).toHaveTextContent('Полный');
    expect(screen.getByText('Лагерь').tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toMatch(/^Бесконечное лето — /));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Лагерь «Совёнок».',
    );
  });

  it('keeps spoiler tags back for a guest, counted with «Показать» (docs/product §A5.6)', async () => {
    const novel = novelPage({
      tags: [
        { _id: 't1', value: 'Школа' },
        { _id: 't2', value: 'Смерть героини', spoiler: true },
      ],
    });
    renderProjectPage(projectApi({ novel }));
    await heading();
    expect(screen.getByRole('link', { name: 'Школа' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Смерть героини' })).not.toBeInTheDocument();
    expect(screen.getByText(/Скрыто спойлерных тегов: 1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(screen.getByRole('link', { name: 'Смерть героини' })).toHaveFocus();
  });

  it('lists the translations most complete first', async () => {
    renderProjectPage(projectApi());
    await heading();
    const cards = screen.getAllByRole('article', { name: /^Перевод: / });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Перевод: Полные',
      'Перевод: Частичные',
    ]);
  });

  it('shows each card with its group’s status and progress, matched by the line’s place, not the order shown', async () => {
    const novel = novelPage();
    const view = (over: Partial<TranslationView>) => translationView(novel._id, over);
    const api = projectApi({ novel }).result('GET /api/translations', [
      // The first line, «Частичные», shown second (the most complete goes first).
      view({
        status: 'paused',
        stages: ['translation'],
        parts: [
          {
            name: 'Вся игра',
            lines: null,
            stages: { translation: { state: 'paused', percent: 40 } },
            percent: 40,
          },
        ],
        percent: 40,
        weighting: 'equal',
        quiet: 'нет обновлений 75 дней',
        updates: [
          {
            _id: '0123456789abcdef0123456b',
            at: '2026-09-01T10:00:00.000Z',
            by: { _id: '0123456789abcdef0123456c', username: 'Переводчица' },
            percent: 40,
            status: 'paused',
            note: 'Взяли паузу до зимы',
            patch: null,
          },
        ],
        updatesCount: 1,
      }),
      view({ status: 'done' }),
    ]);
    renderProjectPage(api);
    await heading();
    const partial = screen.getByRole('article', { name: 'Перевод: Частичные' });
    expect(await within(partial).findByRole('progressbar', { name: 'Готово' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(partial).getByText('На паузе')).toBeInTheDocument();
    expect(within(partial).getByText('Нет обновлений 75 дней')).toBeInTheDocument();
    expect(within(partial).getByText('Взяли паузу до зимы')).toBeInTheDocument();
    const full = screen.getByRole('article', { name: 'Перевод: Полные' });
    expect(within(full).queryByRole('progressbar')).toBeNull();
  });

  it("links a translation's group to the group's page when a translator group lists the project", async () => {
    const novel = novelPage({
      translatorGroups: [
        { _id: 'g1', url: 'polnye', name: 'полные' },
        { _id: 'g2', url: 'drugie', name: 'Другие' },
      ],
    });
    renderProjectPage(projectApi({ novel }));
    await heading();
    const full = screen.getByRole('article', { name: 'Перевод: Полные' });
    expect(within(full).getByRole('link', { name: 'Полные' })).toHaveAttribute(
      'href',
      '/translators/polnye',
    );
    // No group of that name: the name stays text.
    const partial = screen.getByRole('article', { name: 'Перевод: Частичные' });
    expect(within(partial).queryByRole('link', { name: 'Частичные' })).toBeNull();
    expect(within(partial).getByRole('heading', { name: 'Частичные' })).toBeInTheDocument();
  });

  it('hides the regRequire links from a guest', async () => {
    renderProjectPage(projectApi());
    await heading();
    expect(screen.getByRole('link', { name: 'Официальный сайт' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Скачать' })).not.toBeInTheDocument();
  });

  it('says "Нет описания" when the project has none', async () => {
    renderProjectPage(projectApi({ novel: novelPage({ description: '' }) }));
    await heading();
    expect(screen.getByText('Нет описания')).toBeInTheDocument();
  });

  it('shows screenshots and videos in the carousel, no player before its slide is shown', async () => {
    renderProjectPage(
      projectApi({
        novel: novelPage({
          screenshots: [
            { preview: '/s/1-preview.png', full: '/s/1.png' },
            { contentType: 'youtube', full: 'dQw4w9WgXcQ' },
          ],
        }),
      }),
    );
    await heading();
    const carousel = screen.getByRole('region', { name: 'Скриншоты' });
    const first = within(carousel).getByRole('img', { name: 'Скриншот 1: Бесконечное лето' });
    expect(first).toHaveAttribute('src', '/s/1.png');
    // The video waits behind a placeholder; its player (another site) loads only when shown.
    expect(carousel.querySelector('iframe')).toBeNull();
    expect(within(carousel).getByText('Видео')).toBeInTheDocument();
  });

  it('sends a guest who rates to /login, remembering the page', async () => {
    renderProjectPage(projectApi());
    await heading();
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    expect(location()).toBe('/login?return=%2Fnovels%2Feverlasting-summer');
  });

  it('sends a guest who opens the list select to /login', async () => {
    renderProjectPage(projectApi());
    await heading();
    await userEvent.click(screen.getByRole('button', { name: /Мой список/ }));
    expect(location()).toBe('/login?return=%2Fnovels%2Feverlasting-summer');
  });

  it('offers a guest "Предложить изменения" through /login', async () => {
    renderProjectPage(projectApi());
    await heading();
    expect(screen.getByRole('link', { name: 'Предложить изменения' })).toHaveAttribute(
      'href',
      '/login?return=%2Fnovels%2Feverlasting-summer',
    );
  });

  it('shows the not-found page for "Not Found"', async () => {
    const api = projectApi().on('GET /api/novelByUrl/everlasting-summer', {
      status: 404,
      body: { message: 'Not Found' },
    });
    renderProjectPage(api);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('shows the error page and "Не удалось загрузить новеллу" for any other failure', async () => {
    const api = projectApi().on('GET /api/novelByUrl/everlasting-summer', {
      status: 500,
      body: { message: 'База недоступна' },
    });
    renderProjectPage(api);
    expect(await screen.findByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(screen.getByText('База недоступна')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить новеллу')).toBeInTheDocument();
  });
});

describe("the project's background (docs/product §3 bg, drawn as a profile's: §2.4, §9)", () => {
  afterEach(() => setAppearance(defaultAppearance));

  /** The picture's layer, and the value a vanilla-extract variable has on the band around it. */
  const picture = () => document.querySelector<HTMLElement>('[data-project-background]');
  const bandVar = (variable: string) =>
    picture()
      ?.closest<HTMLElement>('[style]')
      ?.style.getPropertyValue(variable.replace(/^var\((.+)\)$/, '$1'));
  const withBackground = (marks: Record<string, boolean> = {}) =>
    novelPage({
      bg: { preview: '/uploads/bg-preview.webp', full: '/uploads/bg-full.webp', ...marks },
    });

  it('draws none when the project has none', async () => {
    renderProjectPage(projectApi());
    await heading();
    expect(picture()).toBeNull();
  });

  it('draws the picture behind the head, the preview on a phone, the head readable over it', async () => {
    renderProjectPage(projectApi({ novel: withBackground() }));
    await heading();
    expect(picture()).toHaveAttribute('data-project-background', 'shown');
    expect(picture()?.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(bandVar(backgroundFullVar)).toBe('url("/uploads/bg-full.webp")');
    expect(bandVar(backgroundPreviewVar)).toBe('url("/uploads/bg-preview.webp")');
    expect(screen.queryByRole('button', { name: 'Показать фон' })).not.toBeInTheDocument();
  });

  it('writes the address into the style as one CSS string, whatever it holds', async () => {
    const novel = novelPage({ bg: { preview: '', full: '/bg.webp");color:red;x:("\n' } });
    renderProjectPage(projectApi({ novel }));
    await heading();
    expect(bandVar(backgroundFullVar)).toBe('url("/bg.webp\\22 );color:red;x:(\\22 \\a ")');
  });

  it('veils a marked picture until the reader shows it', async () => {
    renderProjectPage(projectApi({ novel: withBackground({ violence: true }) }));
    await heading();
    expect(picture()).toHaveAttribute('data-project-background', 'veiled');
    await userEvent.click(screen.getByRole('button', { name: 'Показать фон' }));
    expect(picture()).toHaveAttribute('data-project-background', 'shown');
    expect(screen.queryByRole('button', { name: 'Показать фон' })).not.toBeInTheDocument();
  });

  it('shows a marked picture to a reader who chose to see such images', async () => {
    setAppearance({ ...defaultAppearance, showSensitiveImages: true });
    renderProjectPage(projectApi({ novel: withBackground({ sexualContent: true }) }));
    await heading();
    expect(picture()).toHaveAttribute('data-project-background', 'shown');
  });
});

describe('ProjectPage for a signed-in reader', () => {
  const readerApi = (novel = novelPage()) => projectApi({ novel, session: sessionOf('staff') });

  it('reports the page with «Предложить изменения» offered for wrong facts (docs/product §A3.1)', async () => {
    renderProjectPage(readerApi());
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Страница проекта «Бесконечное лето»');
    expect(within(dialog).getByRole('link', { name: 'Предложите изменения' })).toHaveAttribute(
      'href',
      `/edit/novel/${NOVEL_ID}`,
    );
  }, 15_000);

  it('puts the project on a list and shows the new statistics', async () => {
    const api = readerApi().result('POST /api/addtolist', {
      list: 'wantRead',
      listStatistics: [{ _id: 'wantRead', count: 9 }],
    });
    renderProjectPage(api);
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: /Мой список/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Хочу прочитать' }));
    expect(api.callsTo('POST /api/addtolist')[0]?.body).toEqual({
      novel: NOVEL_ID,
      list: 'wantRead',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Мой список/ })).toHaveTextContent(
        'Хочу прочитать',
      ),
    );
    const stats = screen.getByLabelText('Списки читателей');
    expect(within(stats).getByText('Хочу прочитать').nextElementSibling).toHaveTextContent('9');
  });

  it('follows a translation from its card, and a member of its group may open the update form', async () => {
    const novel = novelPage();
    const none = { follows: [], alerts: {}, feedToken: null };
    const api = readerApi(novel)
      .result('GET /api/translations', [
        translationView(novel._id, { _id: '0123456789abcdef0123456a', mayUpdate: true }),
        translationView(novel._id, { _id: '0123456789abcdef0123456b', status: 'done' }),
      ])
      .result('GET /api/translationFollows', none)
      .result('PUT /api/translationFollows/translation/0123456789abcdef0123456a', {
        ...none,
        follows: [
          {
            kind: 'translation',
            target: '0123456789abcdef0123456a',
            since: '2026-11-01T00:00:00.000Z',
          },
        ],
      });
    renderProjectPage(api);
    await heading();
    const partial = screen.getByRole('article', { name: 'Перевод: Частичные' });
    await userEvent.click(
      await within(partial).findByRole('button', { name: 'Следить за переводом' }),
    );
    expect(await within(partial).findByRole('button', { name: 'Вы следите' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const full = screen.getByRole('article', { name: 'Перевод: Полные' });
    expect(within(full).queryByRole('button', { name: 'Обновить прогресс' })).toBeNull();
    await userEvent.click(within(partial).getByRole('button', { name: 'Обновить прогресс' }));
    expect(await within(partial).findByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });

  it('puts the list back and says "Не удалось обновить список" when the change fails', async () => {
    const api = readerApi().on('POST /api/addtolist', { status: 500, body: { message: 'x' } });
    renderProjectPage(api);
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: /Мой список/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Читаю' }));
    expect(await screen.findByText('Не удалось обновить список')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Мой список/ })).toHaveTextContent(
      'Добавить в список',
    );
  });

  it('rates the project and shows the new ratings', async () => {
    const api = readerApi().result('POST /api/ratings', {
      rating: 8,
      bRating: 7.5,
      mixRating: 7.9,
      ratedUsers: 4,
      userRating: 8,
    });
    renderProjectPage(api);
    await heading();
    await waitFor(() => expect(screen.getByRole('radio', { name: '8' })).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: '8' }));
    expect(api.callsTo('POST /api/ratings')[0]?.body).toEqual({ novel: NOVEL_ID, rating: 8 });
    expect(await screen.findByText('7.9')).toBeInTheDocument();
    expect(screen.getByText('Ваша оценка: 8 из 10')).toBeInTheDocument();
  });

  it('shows the counted votes as bars, what was left out, and «Как считается» from the keyboard', async () => {
    renderProjectPage(readerApi());
    await heading();
    const bars = await screen.findByRole('list', { name: 'Оценки читателей' });
    expect(within(bars).getAllByRole('listitem')[2]).toHaveTextContent('8: 2 оценки');
    expect(screen.getByText('Учтено 12 оценок, среднее 7.2')).toBeInTheDocument();
    expect(
      screen.getByText('Не учтено 6 оценок: всплеск голосов новых аккаунтов — 6'),
    ).toBeInTheDocument();
    const how = screen.getByRole('button', { name: 'Как считается' });
    expect(how).toHaveAttribute('aria-expanded', 'false');
    how.focus();
    await userEvent.keyboard('{Enter}');
    expect(how).toHaveAttribute('aria-expanded', 'true');
    const explanation = document.getElementById(how.getAttribute('aria-controls')!)!;
    expect(
      await within(explanation).findByText('(10 × 6.9 + 86) / (10 + 12) = 7.0'),
    ).toBeInTheDocument();
    expect(explanation).toHaveTextContent('доля среднего каталога — 45 %');
  });

  it('shows similar projects with why, and keeps those with a complete translation when asked', async () => {
    // The reader scrolls to «Похожие»: the list loads as it comes near the screen.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly seen: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.seen([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const api = readerApi();
    renderProjectPage(api);
    await heading();
    const similar = await screen.findByRole('list', { name: 'Похожие проекты' });
    expect(within(similar).getByRole('link', { name: 'Петля' })).toHaveAttribute(
      'href',
      '/novels/petlya',
    );
    expect(within(similar).getByRole('list', { name: 'Почему «Петля»' })).toHaveTextContent(
      'общие теги: Петля времени',
    );
    expect(
      within(similar).getByRole('list', { name: 'Почему «Любимая теми же»' }),
    ).toHaveTextContent('читатели, высоко оценившие оба: 4');
    const complete = screen.getByRole('button', { name: 'Только с полным переводом' });
    await userEvent.click(complete);
    expect(complete).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Любимая теми же' })).not.toBeInTheDocument(),
    );
    expect(
      api.callsTo(`GET /api/novels/${NOVEL_ID}/similar`).at(-1)?.query.get('translation'),
    ).toBe('complete');
  });

  it('has no bars before anyone voted, and says so', async () => {
    const api = readerApi().result(
      `GET /api/novels/${NOVEL_ID}/ratings`,
      projectRatings({
        histogram: Array(10).fill(0),
        votes: 0,
        mean: null,
        siteRating: null,
        prior: { mean: 6.9, votes: 10, share: 1 },
        belowMinimum: true,
        excluded: { removed: 0, banned: 0, burst: 0 },
      }),
    );
    renderProjectPage(api);
    await heading();
    expect(await screen.findByText('Оценок пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Оценки читателей' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Не учтен/)).not.toBeInTheDocument();
  });

  it('says "Не удалось поставить оценку" when the rating fails', async () => {
    const api = readerApi().on('POST /api/ratings', { status: 500, body: { message: 'x' } });
    renderProjectPage(api);
    await heading();
    await waitFor(() => expect(screen.getByRole('radio', { name: '3' })).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(await screen.findByText('Не удалось поставить оценку')).toBeInTheDocument();
    expect(screen.getByText('Без оценки')).toBeInTheDocument();
  });

  it('has no own-rating control for a project in development', async () => {
    renderProjectPage(readerApi(novelPage({ status: 'inProcess' })));
    await heading();
    expect(screen.getByRole('heading', { name: 'Оценки' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Моя оценка' })).not.toBeInTheDocument();
  });

  it('shows the regRequire links to a signed-in reader', async () => {
    renderProjectPage(readerApi());
    await heading();
    expect(await screen.findByRole('link', { name: 'Скачать' })).toBeInTheDocument();
  });

  it('offers a project\'s owner "Редактировать": they apply edits directly', async () => {
    const session = sessionOf('staff');
    const user = session.user!;
    const owner = { ...session, user: { ...user, owner: { ...user.owner, novels: [NOVEL_ID] } } };
    renderProjectPage(projectApi({ novel: novelPage(), session: owner }));
    await heading();
    expect(await screen.findByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      `/edit/novel/${NOVEL_ID}`,
    );
  });

  it('offers "Предложить изменения" at /edit/novel/{id}, and no delete button', async () => {
    renderProjectPage(readerApi());
    await heading();
    expect(await screen.findByRole('link', { name: 'Предложить изменения' })).toHaveAttribute(
      'href',
      `/edit/novel/${NOVEL_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });

  it('saves a notification setting from the labelled group', async () => {
    const api = readerApi().on(`PUT /api/novels/${NOVEL_ID}/notifications`, ({ body }) => ({
      body: { result: body },
    }));
    renderProjectPage(api, '/novels/everlasting-summer?tab=notifications');
    const group = await screen.findByRole('group', { name: 'Уведомления о проекте' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Все комментарии' }));
    expect(api.callsTo(`PUT /api/novels/${NOVEL_ID}/notifications`)[0]?.body).toEqual({
      updates: false,
      comments: true,
      answers: true,
    });
    expect(within(group).getByRole('checkbox', { name: 'Все комментарии' })).toBeChecked();
  });
});

describe('ProjectPage for a moderator', () => {
  const moderatorApi = () => projectApi({ session: sessionOf('moderator') });

  it('offers "Редактировать"', async () => {
    renderProjectPage(moderatorApi());
    await heading();
    expect(await screen.findByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      `/edit/novel/${NOVEL_ID}`,
    );
  });

  it('deletes the project after "Удалить новеллу?" and goes to the catalogue', async () => {
    const api = moderatorApi().result(`DELETE /api/novels/${NOVEL_ID}`, {
      removed: { at: '2024-01-01T00:00:00.000Z', by: null },
    });
    renderProjectPage(api);
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить новеллу?' });
    expect(api.callsTo(`DELETE /api/novels/${NOVEL_ID}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(location()).toBe('/novels'));
    expect(api.callsTo(`DELETE /api/novels/${NOVEL_ID}`)).toHaveLength(1);
  });

  it('excludes an owner after "Исключить пользователя {name}?"', async () => {
    const api = moderatorApi().result(
      `DELETE /api/novels/${NOVEL_ID}/owner/6650a1b2c3d4e5f6a7b8c9f2`,
      {
        owners: [],
        createdBy: null,
        createdAt: '2020-01-02T10:00:00.000Z',
      },
    );
    renderProjectPage(api, '/novels/everlasting-summer?tab=about');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Исключить Владелец' }, LAZY_TAB),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Исключить пользователя Владелец?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Пользователь исключен')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Владелец' })).not.toBeInTheDocument();
  });
  it('gives a user found by name editing rights: "Пользователь добавлен"', async () => {
    const reader = { _id: '6650a1b2c3d4e5f6a7b8c9a7', username: 'Читатель' };
    const api = moderatorApi()
      .on('GET /api/usersEntities', ({ url }) => ({
        body: { result: url.searchParams.get('search') === 'Чит' ? [reader] : [] },
      }))
      .result(`POST /api/novels/${NOVEL_ID}/owner/${reader._id}`, {
        owners: [{ _id: '6650a1b2c3d4e5f6a7b8c9f2', username: 'Владелец' }, reader],
        createdBy: null,
        createdAt: '2020-01-02T10:00:00.000Z',
      });
    renderProjectPage(api, '/novels/everlasting-summer?tab=about');
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Добавить пользователя' }, LAZY_TAB),
      'Чит',
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Читатель' }));
    expect(await screen.findByText('Пользователь добавлен')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/novels/${NOVEL_ID}/owner/${reader._id}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Читатель' })).toBeInTheDocument();
    // The field empties for the next name, and the keyboard stays in it.
    const field = screen.getByRole('combobox', { name: 'Добавить пользователя' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
  });
});

describe('the tabs', () => {
  it('names the comments tab with their count and opens "О странице" into the address', async () => {
    renderProjectPage(
      projectApi({ novel: novelPage({ commentsCount: 12 }) }).result('GET /api/comments', {
        comments: [],
        count: 12,
      }),
    );
    await heading();
    expect(screen.getByRole('tab', { name: 'Комментарии (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'О странице' }));
    expect(location()).toBe('/novels/everlasting-summer?tab=about');
    expect(
      await screen.findByRole('heading', { name: 'Права на редактирование' }, LAZY_TAB),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Владелец' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Автор' })).toBeInTheDocument();
    expect(screen.getByText('02.01.2020')).toBeInTheDocument();
  });

  it('shows no owner controls and no notification tab to a guest', async () => {
    renderProjectPage(projectApi(), '/novels/everlasting-summer?tab=about');
    await screen.findByRole('heading', { name: 'Права на редактирование' }, LAZY_TAB);
    expect(screen.queryByRole('button', { name: /^Исключить/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Добавить пользователя' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Уведомления' })).not.toBeInTheDocument();
  });
});

describe('the comments', () => {
  const comment = (id: string, fields: Partial<CommentResult> = {}) =>
    aComment(id, { source: NOVEL_ID, ...fields });

  it('shows them to a guest read-only with their markup, replies inside their thread', async () => {
    const api = projectApi().result('GET /api/comments', {
      comments: [comment('c2', { parent: 'c1', answerComment: 'c1' }), comment('c1')],
      count: 2,
    });
    renderProjectPage(api);
    const top = await screen.findByText((_, element) => element?.id === 'c1');
    expect(within(top).getByRole('group', { name: 'Ответы' })).toHaveTextContent('Текст c2');
    expect(within(top).getAllByText('Текст')[0]?.tagName).toBe('STRONG');
    expect(api.callsTo('GET /api/comments')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ответить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Пожаловаться' })).not.toBeInTheDocument();
  });

  it("offers a reader «Пожаловаться» on another's comment, not on their own (docs/product §A3.1)", async () => {
    const reader = sessionOf('staff');
    const api = projectApi({ session: reader }).result('GET /api/comments', {
      comments: [
        comment('c2', { createdBy: { _id: reader.user._id, username: 'user-staff' } }),
        comment('c1'),
      ],
      count: 2,
    });
    renderProjectPage(api);
    const own = await screen.findByText((_, element) => element?.id === 'c2');
    const others = screen.getByText((_, element) => element?.id === 'c1');
    expect(within(own).queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
    await userEvent.click(within(others).getByRole('button', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Комментарий пользователя Читатель');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
  }, 15_000);

  it('shows comments that did not load in their place, with Повторить, and says so', async () => {
    const api = projectApi().failure('GET /api/comments', 503, 'База недоступна');
    renderProjectPage(api);
    expect(await screen.findAllByText('Не удалось загрузить комментарии')).toHaveLength(2);
    api.result('GET /api/comments', { comments: [comment('c1')], count: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText((_, element) => element?.id === 'c1')).toBeInTheDocument();
  });

  it('asks for the comments of this project', async () => {
    const api = projectApi();
    renderProjectPage(api);
    await heading();
    await waitFor(() => expect(api.callsTo('GET /api/comments')).toHaveLength(1));
    const call = api.calls.find((entry) => entry.path === '/api/comments');
    expect(call).toBeDefined();
  });

  it('scrolls to the #commentId once the comments are there', async () => {
    const scrolled = vi.fn();
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled(this.id);
    });
    const api = projectApi().result('GET /api/comments', {
      comments: [comment('c3'), comment('c1')],
      count: 2,
    });
    renderProjectPage(api, '/novels/everlasting-summer#c1');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith('c1'));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('gives a guest a comment box that leads to /login and back, and disabled likes', async () => {
    const api = projectApi().result('GET /api/comments', { comments: [comment('c1')], count: 1 });
    renderProjectPage(api);
    const box = await screen.findByRole('link', { name: /Написать комментарий/ });
    expect(box).toHaveAttribute('href', '/login?return=%2Fnovels%2Feverlasting-summer');
    expect(screen.getByRole('button', { name: 'Нравится: 0' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it('lets a reader reply to anyone, and edit or delete only their own', async () => {
    const session = sessionOf('staff');
    const own = comment('c2', {
      createdBy: { _id: session.user._id, username: session.user.username },
    });
    const api = projectApi({ session }).result('GET /api/comments', {
      comments: [own, comment('c1')],
      count: 2,
    });
    renderProjectPage(api);
    const mine = await screen.findByText((_, element) => element?.id === 'c2');
    const theirs = screen.getByText((_, element) => element?.id === 'c1');
    expect(within(mine).getByRole('button', { name: 'Редактировать' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Ответить' })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Отзыв/ })).toBeInTheDocument();
  });

  it('lets a moderator edit and delete anyone’s comment, with the "Модератор" badge on theirs', async () => {
    const session = sessionOf('moderator');
    const api = projectApi({ session }).result('GET /api/comments', {
      comments: [
        comment('c2', {
          createdBy: { _id: session.user._id, username: 'Модератор Ольга', role: 'moderator' },
        }),
        comment('c1'),
      ],
      count: 2,
    });
    renderProjectPage(api);
    const theirs = await screen.findByText((_, element) => element?.id === 'c1');
    expect(within(theirs).getByRole('button', { name: 'Редактировать' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    const moderators = screen.getByText((_, element) => element?.id === 'c2');
    expect(within(moderators).getByText('Модератор')).toBeInTheDocument();
  });

  it('tells a banned reader why there is no comment box, and offers no reply', async () => {
    const session = sessionOf('staff');
    session.user.banned = { expiredAt: '2999-01-01T00:00:00.000Z', reason: 'Флуд' };
    const api = projectApi({ session }).result('GET /api/comments', {
      comments: [comment('c1')],
      count: 1,
    });
    renderProjectPage(api);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Вы забанены до 01.01.2999 03:00, причина: Флуд');
    expect(screen.queryByRole('button', { name: 'Ответить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Комментарий' })).not.toBeInTheDocument();
  });

  it('puts the text of a sanction on comments in the comment box, and offers no reply (docs/product §A2.4)', async () => {
    const session = sessionOf('staff');
    session.user.sanctions = [
      {
        _id: '6650a1b2c3d4e5f6a7b8c9aa',
        scope: 'comments',
        startsAt: '2024-01-01T00:00:00.000Z',
        endsAt: '2999-05-01T13:00:00.000Z',
        rule: 'spam',
        publicReason: 'спам',
      },
    ];
    const api = projectApi({ session }).result('GET /api/comments', {
      comments: [comment('c1')],
      count: 1,
    });
    renderProjectPage(api);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Вы не можете писать комментарии до 01.05.2999 16:00, причина: спам',
    );
    expect(await screen.findByText((_, element) => element?.id === 'c1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ответить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Комментарий' })).not.toBeInTheDocument();
    // The project's other controls are not comments': the edit link stays.
    expect(screen.getByRole('link', { name: 'Предложить изменения' })).toBeInTheDocument();
  });

  it('puts the text of a sanction on drafts in the place of «Предложить изменения» (docs/product §A2.4)', async () => {
    const session = sessionOf('staff');
    session.user.sanctions = [
      {
        _id: '6650a1b2c3d4e5f6a7b8c9ab',
        scope: 'drafts',
        startsAt: '2024-01-01T00:00:00.000Z',
        endsAt: null,
        rule: 'other',
        publicReason: 'вандализм',
      },
    ];
    renderProjectPage(projectApi({ session }));
    expect(
      await screen.findByText(
        'Вы не можете предлагать черновики и правки навсегда, причина: вандализм',
      ),
    ).toHaveAttribute('role', 'note');
    expect(screen.queryByRole('link', { name: 'Предложить изменения' })).not.toBeInTheDocument();
    // Commenting is not drafts': the box is there.
    expect(await screen.findByRole('form', { name: 'Комментарий' })).toBeInTheDocument();
  });

  it('moves the like count at once, and puts it back when the like fails', async () => {
    const api = projectApi({ session: sessionOf('staff') })
      .result('GET /api/comments', { comments: [comment('c1', { likes: 2 })], count: 1 })
      .on('POST /api/likes/comment/c1/true', { status: 500, body: { message: 'Сбой' } });
    renderProjectPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Нравится: 2' }));
    expect(await screen.findByText(/Сбой/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Нравится: 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.callsTo('POST /api/likes/comment/c1/true')).toHaveLength(1);
  });

  it('deletes after the question; a comment with replies stays as "Комментарий удален"', async () => {
    const session = sessionOf('staff');
    const own = comment('c1', {
      createdBy: { _id: session.user._id, username: session.user.username },
    });
    const reply = comment('c2', { parent: 'c1', answerComment: 'c1' });
    const api = projectApi({ session })
      .result('GET /api/comments', { comments: [reply, own], count: 2 })
      .result('DELETE /api/comments/c1', {
        deleted: [],
        comment: { ...own, removed: true, content: '' },
      });
    renderProjectPage(api);
    const mine = await screen.findByText((_, element) => element?.id === 'c1');
    await userEvent.click(
      within(mine).getAllByRole('button', { name: 'Удалить' })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Удалить комментарий?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findAllByText('Комментарий удален')).not.toHaveLength(0);
    expect(api.callsTo('DELETE /api/comments/c1')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Ответы' })).toHaveTextContent('Текст c2');
  });

  it('says a moderator removed a comment, linking a guest to its log entry (docs/product §A2.10)', async () => {
    const logEntry = '6650a1b2c3d4e5f6a7b8c9e1';
    const api = projectApi().result('GET /api/comments', {
      comments: [
        comment('c4', { parent: 'c3', answerComment: 'c3' }),
        comment('c3', { removed: true, content: '', removedByModerator: { logEntry } }),
        comment('c2', { parent: 'c1', answerComment: 'c1' }),
        comment('c1', { removed: true, content: '', removedByModerator: null }),
      ],
      count: 4,
    });
    renderProjectPage(api);
    const byModerator = await screen.findByText((_, element) => element?.id === 'c3');
    expect(byModerator).toHaveTextContent('Комментарий удален модератором (запись в журнале)');
    expect(within(byModerator).getByRole('link', { name: 'запись в журнале' })).toHaveAttribute(
      'href',
      `/log?entry=${logEntry}#log-${logEntry}`,
    );
    // Removed by its author: «Комментарий удален», as docs/product §4 has it, and no link.
    const byAuthor = screen.getByText((_, element) => element?.id === 'c1');
    expect(byAuthor).toHaveTextContent('Комментарий удален');
    expect(byAuthor).not.toHaveTextContent('модератором');
    expect(within(byAuthor).queryByRole('link', { name: 'запись в журнале' })).toBeNull();
  });
});
