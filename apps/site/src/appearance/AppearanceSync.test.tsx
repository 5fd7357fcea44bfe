import { cleanup, render, waitFor } from '@testing-library/react';
import { defaultAppearance, type SessionState } from '@vn/domain';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../test-support/fake-api';
import { getAppearance, setAppearance } from './appearance-store';
import { AppearanceSync } from './AppearanceSync';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAppearance(defaultAppearance);
});

function renderSync(api: FakeApi) {
  api.install();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppearanceSync />
    </SWRConfig>,
  );
}

const readerShowing = (appearance: Partial<typeof defaultAppearance>): SessionState => {
  const session = sessionOf('staff');
  return {
    ...session,
    user: {
      ...session.user,
      settings: {
        ...session.user.settings,
        appearance: { ...defaultAppearance, ...appearance },
      },
    },
  };
};

describe('AppearanceSync: spoiler tags follow the reader (docs/product §A5.6)', () => {
  it('shows spoiler tags in this browser when the reader chose so elsewhere', async () => {
    renderSync(new FakeApi().result('GET /api/settings', readerShowing({ showSpoilerTags: true })));
    await waitFor(() => expect(getAppearance().showSpoilerTags).toBe(true));
  });

  it('saves a guest’s choice to the settings at sign-in while they hold the defaults', async () => {
    setAppearance({ ...defaultAppearance, showSpoilerTags: true });
    const api = new FakeApi()
      .result('GET /api/settings', readerShowing({}))
      .result('PUT /api/userSettings', readerShowing({ showSpoilerTags: true }).user.settings);
    renderSync(api);
    await waitFor(() => expect(api.callsTo('PUT /api/userSettings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/userSettings')[0]?.body).toEqual({
      appearance: { ...defaultAppearance, showSpoilerTags: true },
    });
    expect(getAppearance().showSpoilerTags).toBe(true);
  });
});
