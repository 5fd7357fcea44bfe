import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi, renderArticlePage as renderPage } from '../test-support/articles.fixtures';
import { sessionOf } from '../test-support/fake-api';
import { expectNotFoundForReaderAndGuest } from '../test-support/staff-screen';
import { StaffOnly } from './StaffOnly';

const settingsApi = (session: ReturnType<typeof sessionOf> | null) =>
  new FakeApi().result('GET /api/settings', session);

function renderStaffPage(api: FakeApi) {
  return renderPage(api, {
    page: (
      <StaffOnly action="manageVocabulary">
        <h1>Фильтры</h1>
      </StaffOnly>
    ),
    pattern: '/filters',
    path: '/filters',
  });
}

describe('StaffOnly (docs/product §2.2 staff screens, §6)', () => {
  it('shows the screen to a moderator and an administrator', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const view = renderStaffPage(settingsApi(sessionOf(role)));
      expect(await screen.findByRole('heading', { name: 'Фильтры' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows a reader and a guest the not-found page instead', async () => {
    await expectNotFoundForReaderAndGuest({
      apiFor: settingsApi,
      render: renderStaffPage,
      alsoExpect: () => expect(screen.queryByRole('heading', { name: 'Фильтры' })).toBeNull(),
    });
  });
});
