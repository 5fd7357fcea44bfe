import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { OwnListsPage } from './OwnListsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location');

function renderAt(api: FakeApi, path: string) {
  return renderRoutePage(api, { page: <OwnListsPage />, patterns: ['/lists'], path });
}

describe('OwnListsPage (/lists)', () => {
  it('takes a signed-in reader to their own lists, keeping the query', async () => {
    renderAt(new FakeApi().result('GET /api/settings', sessionOf('staff')), '/lists?list=read');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/lists\/user-staff\?list=read$/));
  });

  it('sends a guest to /login, to come back here once signed in', async () => {
    renderAt(new FakeApi().result('GET /api/settings', null), '/lists');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login\?return=%2Flists$/));
  });
});
