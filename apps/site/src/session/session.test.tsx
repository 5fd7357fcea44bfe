import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { mainPageRoute } from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEndpoint } from '../api/use-endpoint';
import { installFakeApi, ok, readerSession } from '../test-support/fake-fetch';
import { beginSession } from './session';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A page reading the main page, as the site reads it: through SWR's shared cache. */
function MainPageReader() {
  const { data } = useEndpoint(mainPageRoute);
  return <p>{data ? `Карточек: ${data.lastCreated.length}` : 'Загрузка'}</p>;
}

describe('beginning a session', () => {
  it('asks again, as the reader, what was read as a guest', async () => {
    const guestCards = [{ _id: 'a' }];
    const readerCards = [{ _id: 'a' }, { _id: 'b' }];
    const api = installFakeApi({ 'GET /api/mainPage': () => ok({ lastCreated: guestCards }) });
    render(<MainPageReader />);
    expect(await screen.findByText('Карточек: 1')).toBeInTheDocument();

    api.on('GET /api/mainPage', () => ok({ lastCreated: readerCards }));
    await beginSession(readerSession);

    expect(await screen.findByText('Карточек: 2')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /api/mainPage')).toHaveLength(2));
  });
});
