import { screen, type RenderResult } from '@testing-library/react';
import type { SessionState } from '@vn/domain';
import { expect } from 'vitest';
import { sessionOf, type FakeApi } from './fake-api';

/**
 * Opens a staff screen as a reader and then as a guest, who both get the not-found page instead
 * (docs/product §2.2 staff screens, §6): `apiFor` answers for the session, `render` draws the
 * screen against it, and `alsoExpect` checks what else holds then (nothing asked, no title).
 */
export async function expectNotFoundForReaderAndGuest({
  apiFor,
  render,
  alsoExpect = () => undefined,
}: {
  apiFor: (session: SessionState | null) => FakeApi;
  render: (api: FakeApi) => RenderResult;
  alsoExpect?: (api: FakeApi) => void;
}) {
  for (const session of [sessionOf('staff'), null]) {
    const api = apiFor(session);
    const view = render(api);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    alsoExpect(api);
    view.unmount();
  }
}
