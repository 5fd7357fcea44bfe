import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { EditProfilePage } from './EditProfilePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE_ID = '6650a1b2c3d4e5f6a7b8c9f1';

function renderAt(api: FakeApi) {
  return renderRoutePage(api.result('GET /api/settings', sessionOf('moderator')), {
    page: <EditProfilePage />,
    patterns: ['/edit/profile/:id'],
    path: `/edit/profile/${PROFILE_ID}`,
  });
}

describe('EditProfilePage when the profile does not load (docs/product §8)', () => {
  it('shows "Пользователь не найден" for a profile that does not exist', async () => {
    renderAt(new FakeApi().failure(`GET /api/profile/${PROFILE_ID}`, 404, 'Not Found'));
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ошибка дес ё' })).not.toBeInTheDocument();
  });

  it('shows the error page and "Не удалось загрузить профиль" for any other failure', async () => {
    renderAt(new FakeApi().failure(`GET /api/profile/${PROFILE_ID}`, 503, 'База недоступна'));
    expect(await screen.findByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(screen.getByText('База недоступна')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить профиль')).toBeInTheDocument();
    expect(screen.queryByText('Пользователь не найден')).not.toBeInTheDocument();
  });
});
