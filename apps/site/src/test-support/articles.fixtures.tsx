import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import {
  postDraftViewSchema,
  postSchema,
  type Post,
  type PostDraftView,
  type SessionState,
  type UserRole,
} from '@vn/domain';
import { createToastQueue, ToastQueueContext, ToastRegion } from '@vn/ui';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, vi } from 'vitest';
import { ConfirmProvider } from '../app/confirm';
import { GuardedRouterProvider } from '../app/leave-guard';
import { FakeApi as SharedFakeApi, sessionOf as sessionOfRole } from './fake-api';

/*
 * Test data of the article pages' component tests (routes/posts, post-writing, post-drafts):
 * articles, drafts and sessions as the API answers them (checked by the contract's schemas, so a
 * fixture cannot drift from it); and the harness most page tests use: a fake API behind `fetch`, and
 * a page rendered in the frame the site gives it (router with the leave guard, confirmation dialog,
 * toasts, its own cache).
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export const AUTHOR_ID = '6650a1b2c3d4e5f6a7b8c901';
export const OTHER_ID = '6650a1b2c3d4e5f6a7b8c902';
export const POST_ID = '6650a1b2c3d4e5f6a7b8c9a1';
export const DRAFT_ID = '6650a1b2c3d4e5f6a7b8c9b1';

/** An article as `GET /api/posts/{countId}` answers it. */
export function postOf(overrides: Record<string, unknown> = {}): Post {
  return postSchema.parse({
    _id: POST_ID,
    countId: 5,
    title: 'Как мы переводили новеллу',
    body: [
      { type: 'header', text: 'Начало' },
      { type: 'text', text: '[b]Первый[/b] абзац.' },
      { type: 'text', text: '' },
    ],
    version: 2,
    section: 'tech',
    createdBy: { _id: AUTHOR_ID, username: 'Автор' },
    createdAt: '2024-03-01T10:00:00.000Z',
    viewsCount: 42,
    ...overrides,
  });
}

/** An article draft as `GET /api/postDrafts/{id}` answers it, `value` written as the API writes it. */
export function draftOf(
  overrides: Partial<PostDraftView> & { body?: unknown } = {},
): PostDraftView {
  const { body = [{ type: 'text', text: 'Текст черновика' }], ...fields } = overrides;
  const title = fields.title ?? 'Черновик о переводе';
  const section = fields.section ?? 'common';
  return postDraftViewSchema.parse({
    _id: DRAFT_ID,
    title,
    shortDescription: '',
    type: 'create',
    status: 'created',
    value: JSON.stringify({ title, section, body, shortDescription: '', version: 2 }),
    post: null,
    poster: null,
    createdBy: { _id: AUTHOR_ID, username: 'Автор' },
    updatedAt: '2024-03-02T10:00:00.000Z',
    section,
    createdAt: '2024-03-02T09:00:00.000Z',
    commentsCount: 0,
    countId: null,
    ...fields,
  });
}

/** A signed-in user of a role; by default the author of the fixtures' articles. */
export const sessionOf = (role: UserRole, id = AUTHOR_ID): SessionState => sessionOfRole(role, id);

/**
 * The fake API of the article pages: the session, no comments (the comments sections load their
 * own), and "Not Found" for anything else, as the API answers an unknown article or draft.
 */
export class FakeApi extends SharedFakeApi {
  constructor(session: SessionState | null = null) {
    super({ status: 404, body: { message: 'Not Found' } });
    this.result('GET /api/settings', session);
    this.result('GET /api/comments', { comments: [], count: 0 });
  }
}

/** Where the router is, for tests that follow a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Адрес">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `page` at `path` (matching the route `pattern`, e.g. "/posts/:countId") against `api`
 * (installed as `fetch`); any other address shows only the location probe.
 */
export function renderArticlePage(
  api: FakeApi,
  { page, pattern, path }: { page: ReactElement; pattern: string; path: string },
) {
  api.install();
  const toasts = createToastQueue();
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastQueueContext.Provider value={toasts}>
        <MemoryRouter initialEntries={[path]}>
          <ConfirmProvider>
            <GuardedRouterProvider>
              <Routes>
                <Route path={pattern} element={page} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </GuardedRouterProvider>
          </ConfirmProvider>
        </MemoryRouter>
        <ToastRegion queue={toasts} />
      </ToastQueueContext.Provider>
    </SWRConfig>,
  );
}

/**
 * For the post form pages' tests: the first of them loads the editor's chunk (ProseMirror), slow on
 * a busy machine.
 */
export const EDITOR_LOAD = { timeout: 20_000 };

/** The article's body in the post form, once the block editor's chunk has come. */
export const bodyField = () =>
  screen.findByRole('textbox', { name: 'Текст статьи' }, { timeout: 10_000 });

/** The address the router is at. */
export function currentAddress(): string {
  return screen.getByRole('status', { name: 'Адрес' }).textContent ?? '';
}

/** Pastes text into a rich-text field as a browser does (typing into ProseMirror needs a browser). */
export function pasteText(field: HTMLElement, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  field.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}
