import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultTranslationAlerts,
  translationFollowsStateSchema,
  type TranslationFollowsState,
} from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { TranslationFollowsSettings } from './TranslationFollowsSettings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOVEL = '6650a1b2c3d4e5f6a7b8c901';
const TRANSLATION = '6650a1b2c3d4e5f6a7b8c902';
const GROUP = '6650a1b2c3d4e5f6a7b8c903';
const TOKEN = 'k3y-0f-the-reader';

const novelFollow = { kind: 'novel', target: NOVEL, since: '2025-03-01T12:00:00.000Z' } as const;
const translationFollow = {
  kind: 'translation',
  target: TRANSLATION,
  since: '2025-04-02T12:00:00.000Z',
} as const;
const groupFollow = { kind: 'group', target: GROUP, since: '2025-05-03T12:00:00.000Z' } as const;

/** An answer of the follows' calls, checked by the contract's schema. */
function stateOf(change: Partial<TranslationFollowsState> = {}): TranslationFollowsState {
  return translationFollowsStateSchema.parse({
    follows: [novelFollow, translationFollow, groupFollow],
    alerts: defaultTranslationAlerts,
    feedToken: null,
    ...change,
  });
}

function renderSection(api: FakeApi) {
  return renderRoutePage(api, {
    page: <TranslationFollowsSettings />,
    patterns: ['/settings'],
    path: '/settings',
  });
}

const following = (state: TranslationFollowsState) =>
  new FakeApi().result('GET /api/translationFollows', state);

/** The follows' list (the toasts are a list too). */
const followList = () => screen.findByRole('list', { name: 'За чем вы следите' });

const feedAddress = (token: string) =>
  `${window.location.origin}/feeds/translations/me/${token}.atom`;

describe('what the reader follows (docs/product §A1.8)', () => {
  it('lists each follow by its kind and date, linking a project and a group to their pages', async () => {
    renderSection(following(stateOf()));
    const list = await followList();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Проект с 01.03.2025Не следить',
      'Перевод с 02.04.2025Не следить',
      'Группа с 03.05.2025Не следить',
    ]);
    expect(within(list).getByRole('link', { name: 'Проект' })).toHaveAttribute(
      'href',
      `/go/novel/${NOVEL}`,
    );
    expect(within(list).getByRole('link', { name: 'Группа' })).toHaveAttribute(
      'href',
      `/translators/${GROUP}`,
    );
    expect(within(list).queryByRole('link', { name: 'Перевод' })).not.toBeInTheDocument();
  });

  it('stops following one with «Не следить» and shows the list the answer gives', async () => {
    const api = following(stateOf()).result(
      `DELETE /api/translationFollows/translation/${TRANSLATION}`,
      stateOf({ follows: [novelFollow, groupFollow] }),
    );
    renderSection(api);
    const rows = within(await followList()).getAllByRole('listitem');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Не следить' }));
    await waitFor(async () =>
      expect(within(await followList()).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.queryByText('Перевод')).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/translationFollows/translation/${TRANSLATION}`)).toHaveLength(
      1,
    );
  });

  it('says what to do when nothing is followed', async () => {
    renderSection(following(stateOf({ follows: [] })));
    expect(
      await screen.findByText(
        'Вы пока ни за чем не следите. Следить за переводом можно на странице проекта.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when unfollowing fails, keeping the follow listed', async () => {
    renderSection(
      following(stateOf()).failure(
        `DELETE /api/translationFollows/novel/${NOVEL}`,
        500,
        'Internal Server Error',
      ),
    );
    const rows = within(await followList()).getAllByRole('listitem');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Не следить' }));
    expect(
      await screen.findByText('Не удалось перестать следить: Internal Server Error'),
    ).toBeInTheDocument();
    expect(within(await followList()).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('where each kind of event reaches the reader (docs/product §A1.8)', () => {
  it('saves every kind × channel with one «Сохранить»', async () => {
    const saved = {
      ...defaultTranslationAlerts,
      patch: { bell: false, feed: true },
      milestone: { bell: true, feed: false },
    };
    const api = following(stateOf()).result(
      'PUT /api/translationFollows/alerts',
      stateOf({ alerts: saved }),
    );
    renderSection(api);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Колокольчик: Вышел патч' }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Лента: Пройдены 25, 50, 75 и 100 %' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Настройки уведомлений сохранены')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/translationFollows/alerts').map((call) => call.body)).toEqual([
      saved,
    ]);
    expect(screen.getByRole('checkbox', { name: 'Колокольчик: Вышел патч' })).not.toBeChecked();
  });

  it('offers both channels for each of the 8 kinds', async () => {
    renderSection(following(stateOf()));
    await screen.findByRole('table');
    expect(screen.getAllByRole('checkbox')).toHaveLength(16);
    expect(screen.getByRole('checkbox', { name: 'Лента: Перевод заброшен' })).toBeChecked();
  });

  it('keeps what was ticked when saving fails, and says why', async () => {
    renderSection(
      following(stateOf()).failure(
        'PUT /api/translationFollows/alerts',
        500,
        'Internal Server Error',
      ),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Лента: Начат этап' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Не удалось сохранить настройки уведомлений: Internal Server Error'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Лента: Начат этап' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Колокольчик: Начат этап' })).toBeChecked();
  });
});

describe("the reader's own Atom feed (docs/product §A1.8 Feeds)", () => {
  it('shows its address and copies it', async () => {
    const user = userEvent.setup();
    renderSection(following(stateOf({ feedToken: TOKEN })));
    const field = await screen.findByRole('textbox', { name: 'Адрес ленты' });
    expect(field).toHaveValue(feedAddress(TOKEN));
    expect(field).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Скопировать' }));
    expect(await screen.findByText('Адрес скопирован')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(feedAddress(TOKEN));
  });

  it('creates an address when there is none', async () => {
    const api = following(stateOf()).result(
      'POST /api/translationFollows/feedToken',
      stateOf({ feedToken: TOKEN }),
    );
    renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Создать адрес ленты' }));
    expect(await screen.findByRole('textbox', { name: 'Адрес ленты' })).toHaveValue(
      feedAddress(TOKEN),
    );
    expect(api.callsTo('POST /api/translationFollows/feedToken')).toHaveLength(1);
  });

  it('asks before a new address replaces the old, which stops working', async () => {
    const api = following(stateOf({ feedToken: TOKEN })).result(
      'POST /api/translationFollows/feedToken',
      stateOf({ feedToken: 'a-new-one' }),
    );
    renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Новый адрес' }));
    const cancelled = await screen.findByRole('alertdialog', { name: 'Выдать новый адрес ленты?' });
    expect(cancelled).toHaveTextContent('Старый адрес сразу перестанет работать');
    await userEvent.click(within(cancelled).getByRole('button', { name: 'Отмена' }));
    expect(api.callsTo('POST /api/translationFollows/feedToken')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Новый адрес' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Новый адрес' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Адрес ленты' })).toHaveValue(
        feedAddress('a-new-one'),
      ),
    );
    expect(api.callsTo('POST /api/translationFollows/feedToken')).toHaveLength(1);
  });

  it('closes the feed once confirmed, offering to create one again', async () => {
    const api = following(stateOf({ feedToken: TOKEN })).result(
      'DELETE /api/translationFollows/feedToken',
      stateOf(),
    );
    renderSection(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть ленту' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Закрыть ленту?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть ленту' }));
    expect(await screen.findByRole('button', { name: 'Создать адрес ленты' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Адрес ленты' })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/translationFollows/feedToken')).toHaveLength(1);
  });
});
