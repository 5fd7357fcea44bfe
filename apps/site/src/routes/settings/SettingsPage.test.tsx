import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAppearance, defaultTranslationAlerts, userSettingsSchema } from '@vn/domain';
import { createToastQueue, ToastQueueContext, ToastRegion } from '@vn/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../app/confirm';
import { getAppearance, setAppearance } from '../../appearance/appearance-store';
import { FakeApi, sessionOf } from '../../test-support/fake-api';
import { SettingsPage } from './SettingsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSettings(api: FakeApi) {
  api.install();
  const toasts = createToastQueue();
  return render(
    // A fresh cache per test. The session is changed through SWR's global `mutate`, which does not
    // reach this cache: what the page shows after an answer is checked end to end (profile.spec.ts);
    // here, what is sent and what is said.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastQueueContext.Provider value={toasts}>
        <MemoryRouter initialEntries={['/settings']}>
          <Routes>
            <Route
              path="/settings"
              element={
                <ConfirmProvider>
                  <SettingsPage />
                </ConfirmProvider>
              }
            />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
        <ToastRegion queue={toasts} />
      </ToastQueueContext.Provider>
    </SWRConfig>,
  );
}

const defaults = userSettingsSchema.parse({});
const signedIn = () =>
  new FakeApi()
    .result('GET /api/settings', sessionOf('staff'))
    .result('GET /api/translationFollows', {
      follows: [],
      alerts: defaultTranslationAlerts,
      feedToken: null,
    });

describe('SettingsPage', () => {
  it('hides a list from others: sends that one change', async () => {
    const api = signedIn().result('PUT /api/userSettings', {
      ...defaults,
      lists: { ...defaults.lists, dropped: false },
    });
    renderSettings(api);
    const dropped = await screen.findByRole('switch', { name: 'Брошено' });
    expect(dropped).toBeChecked();
    await userEvent.click(dropped);
    await waitFor(() => expect(api.callsTo('PUT /api/userSettings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/userSettings')[0]?.body).toEqual({ lists: { dropped: false } });
  });

  it('shows spoiler tags when the reader asks: here at once, and in their settings (docs/product §A5.6)', async () => {
    setAppearance(defaultAppearance);
    const api = signedIn().result('PUT /api/userSettings', {
      ...defaults,
      appearance: { ...defaults.appearance, showSpoilerTags: true },
    });
    renderSettings(api);
    const spoilers = await screen.findByRole('switch', { name: /Показывать спойлерные теги/ });
    expect(spoilers).not.toBeChecked();
    await userEvent.click(spoilers);
    expect(spoilers).toBeChecked();
    expect(getAppearance().showSpoilerTags).toBe(true);
    await waitFor(() => expect(api.callsTo('PUT /api/userSettings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/userSettings')[0]?.body).toEqual({
      appearance: { showSpoilerTags: true },
    });
    setAppearance(defaultAppearance);
  });

  it('says so when saving a setting fails', async () => {
    const api = signedIn().failure('PUT /api/userSettings', 500, 'Internal Server Error');
    renderSettings(api);
    await userEvent.click(await screen.findByRole('radio', { name: 'Никому' }));
    expect(await screen.findByText('Не удалось изменить настройку')).toBeInTheDocument();
  });

  it('answers "Но вы в России..." when the not-Russia setting is refused', async () => {
    const api = signedIn().result('PUT /api/userSettings/ru', { success: false });
    renderSettings(api);
    const notRussia = await screen.findByRole('switch', { name: 'Я не в России' });
    await userEvent.click(notRussia);
    expect(await screen.findByText('Но вы в России...')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/userSettings/ru')[0]?.body).toEqual({ notRussia: true });
  });

  it('offers hide, 5, 10 and 15 for every novel block of the main page', async () => {
    renderSettings(signedIn());
    await screen.findByRole('heading', { name: 'Главная страница' });
    // The machine-translation block too: every novel block has its menu.
    for (const block of [/Последние добавленные/, /Машинный перевод/]) {
      await userEvent.click(screen.getByRole('button', { name: block }));
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Скрыть', '5', '10', '15']);
      await userEvent.keyboard('{Escape}');
    }
  });

  it('shows the translations the reader follows (docs/product §A1.8)', async () => {
    renderSettings(signedIn());
    expect(
      await screen.findByRole('heading', { name: 'Переводы, за которыми вы следите' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Создать адрес ленты' })).toBeInTheDocument();
  });

  it('sends a guest to /login', async () => {
    renderSettings(new FakeApi().result('GET /api/settings', null));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
