import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactResult, Message } from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEvents } from '../../live-events/live-events-client';
import { currentAddress, renderArticlePage, sessionOf } from '../../test-support/articles.fixtures';
import { FakeApi } from '../../test-support/fake-api';
import { MessagesPage } from './MessagesPage';

const ME = { _id: '6650a1b2c3d4e5f6a7b8c901', username: 'Читатель' };
const ALICE = { _id: '6650a1b2c3d4e5f6a7b8c902', username: 'Алиса' };
const BORIS = { _id: '6650a1b2c3d4e5f6a7b8c903', username: 'Борис' };

const contactOf = (user: typeof ALICE, unreadMessages = 0): ContactResult => ({
  _id: user._id,
  user,
  unreadMessages,
  blocked: false,
  lastMessageAt: '2024-03-01T10:00:00.000Z',
});

/** A message at minute `n` of a day; `editedAfterMinutes` moves its updatedAt. */
function messageOf(n: number, from = ALICE, editedAfterMinutes = 0): Message {
  const createdAt = new Date(Date.UTC(2024, 2, 1, 9, n));
  const updatedAt = new Date(createdAt.getTime() + editedAfterMinutes * 60_000);
  return {
    _id: `6650a1b2c3d4e5f6a7b8${String(1000 + n).padStart(4, '0')}`,
    from,
    to: from._id === ME._id ? ALICE : ME,
    body: `Сообщение номер ${n}`,
    attachedImages: [],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The conversation, newest first as the API answers, paged by `limit` and `skip`. */
function conversationApi(api: FakeApi, all: Message[]) {
  return api.on(`GET /api/messages/${ALICE._id}`, ({ url }) => {
    const limit = Number(url.searchParams.get('limit'));
    const skip = Number(url.searchParams.get('skip'));
    const newestFirst = [...all].reverse();
    return { body: { result: newestFirst.slice(skip, skip + limit) } };
  });
}

function readerApi(contacts: ContactResult[] = [contactOf(ALICE, 2), contactOf(BORIS)]) {
  const api = new FakeApi();
  api.result('GET /api/settings', sessionOf('staff', ME._id));
  api.result('GET /api/contacts', {
    contacts,
    unreadTotal: contacts.reduce((sum, contact) => sum + contact.unreadMessages, 0),
  });
  return api;
}

const renderMessages = (api: FakeApi, path = '/messages') =>
  renderArticlePage(api, { page: <MessagesPage />, pattern: '/messages', path });

const conversationLog = () => screen.findByRole('log', { name: 'Переписка с Алиса' });

/** Presses "Изменить сообщение" in the log and waits until the editor holds the message's text. */
async function startEditing(log: HTMLElement, text: string) {
  await userEvent.click(await within(log).findByRole('button', { name: 'Изменить сообщение' }));
  const editor = await screen.findByRole(
    'textbox',
    { name: 'Изменение сообщения' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(editor).toHaveTextContent(text));
}
const contactList = () => screen.findByRole('list', { name: 'Контакты' });
const toastWith = (text: string) => screen.findByText(text, {}, { timeout: 3_000 });

afterEach(() => {
  liveEvents.reset();
});

describe('MessagesPage', () => {
  it('sends a guest to /login, coming back here', async () => {
    const api = new FakeApi();
    api.result('GET /api/settings', null);
    renderMessages(api, '/messages?user=abc');
    await waitFor(() => expect(currentAddress()).toBe('/login?return=%2Fmessages%3Fuser%3Dabc'));
    expect(api.callsTo('GET /api/contacts')).toHaveLength(0);
  });

  it('lists the contacts with their unread counts, each opening its conversation', async () => {
    renderMessages(readerApi());
    const list = await contactList();
    const alice = within(list).getByRole('link', { name: /Алиса/ });
    expect(alice).toHaveAttribute('href', `/messages?user=${ALICE._id}`);
    expect(alice).toHaveTextContent('2 непрочитанных');
    expect(within(list).getByRole('link', { name: /Борис/ })).not.toHaveTextContent(
      'непрочитанных',
    );
  });

  it('opens the conversation: as many as unread first (20 at least), older ones after', async () => {
    const all = Array.from({ length: 30 }, (_, n) => messageOf(n, n % 2 ? ME : ALICE));
    const api = conversationApi(readerApi([contactOf(ALICE, 25)]), all);
    renderMessages(api, `/messages?user=${ALICE._id}`);
    const log = await conversationLog();
    await within(log).findByText('Сообщение номер 29');
    const pages = () =>
      api
        .callsTo(`GET /api/messages/${ALICE._id}`)
        .map((call) => `${call.query.get('limit')}/${call.query.get('skip')}`);
    // 25 unread: the first page is 25; the log is not full (nothing scrolls here), so older follow.
    await waitFor(() => expect(pages()).toEqual(['25/0', '20/25']));
    expect(await within(log).findByText('Сообщение номер 0')).toBeInTheDocument();
    const bubbles = within(log).getAllByRole('article');
    expect(bubbles[0]).toHaveTextContent('Сообщение номер 0');
    expect(bubbles.at(-1)).toHaveTextContent('Сообщение номер 29');
    // Reading it cleared the contact's unread count.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Контакты' })).getByRole('link'),
      ).not.toHaveTextContent('непрочитанных'),
    );
  });

  it('marks a message changed more than 2 minutes after it was sent as "изменено"', async () => {
    const api = conversationApi(readerApi(), [messageOf(1, ALICE, 2), messageOf(2, ALICE, 3)]);
    renderMessages(api, `/messages?user=${ALICE._id}`);
    const log = await conversationLog();
    const [withinTwo, afterThree] = await within(log).findAllByRole('article');
    expect(withinTwo).not.toHaveTextContent('изменено');
    expect(afterThree).toHaveTextContent('изменено');
  });

  it('puts the text of a sanction on messages in the composer’s place, with no way to edit (docs/product §A2.4)', async () => {
    const session = sessionOf('staff', ME._id);
    session.user.sanctions = [
      {
        _id: '6650a1b2c3d4e5f6a7b8c9aa',
        scope: 'messages',
        startsAt: '2024-01-01T00:00:00.000Z',
        endsAt: '2999-05-01T13:00:00.000Z',
        rule: 'spam',
        publicReason: 'рассылка',
      },
    ];
    const api = conversationApi(readerApi().result('GET /api/settings', session), [
      messageOf(1),
      messageOf(2, ME),
    ]);
    renderMessages(api, `/messages?user=${ALICE._id}`);
    const log = await conversationLog();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Вы не можете отправлять личные сообщения до 01.05.2999 16:00, причина: рассылка',
    );
    await within(log).findAllByRole('article');
    expect(within(log).queryByRole('button', { name: 'Изменить сообщение' })).toBeNull();
    expect(within(log).getByRole('button', { name: 'Удалить сообщение' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Сообщение для Алиса' })).toBeNull();
  });

  it('puts one’s own message into the editor to edit it; "Отменить" gives the empty text back', async () => {
    const own = messageOf(3, ME);
    const api = conversationApi(readerApi(), [messageOf(1), own]);
    renderMessages(api, `/messages?user=${ALICE._id}`);
    const log = await conversationLog();
    await within(log).findByText('Сообщение номер 3');
    // Only one's own messages can be edited.
    expect(within(log).getAllByRole('button', { name: 'Изменить сообщение' })).toHaveLength(1);
    await userEvent.click(within(log).getByRole('button', { name: 'Изменить сообщение' }));
    const editor = await screen.findByRole(
      'textbox',
      { name: 'Изменение сообщения' },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(editor).toHaveTextContent('Сообщение номер 3'));
    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    const empty = await screen.findByRole('textbox', { name: 'Сообщение для Алиса' });
    await waitFor(() => expect(empty).not.toHaveTextContent('Сообщение номер 3'));
    // An empty message cannot be sent.
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  });

  it('sends the edited text in place of the message and shows it', async () => {
    const own = messageOf(3, ME);
    const api = conversationApi(readerApi(), [own]);
    api.on(`PUT /api/messages/${own._id}`, ({ body }) => ({
      body: {
        result: {
          ...own,
          body: (body as { body: string }).body.replace('номер', 'исправленное'),
          updatedAt: '2024-03-01T09:10:00.000Z',
        },
      },
    }));
    renderMessages(api, `/messages?user=${ALICE._id}`);
    const log = await conversationLog();
    await startEditing(log, 'Сообщение номер 3');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await within(log).findByText('Сообщение исправленное 3')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/messages/${own._id}`)[0]?.body).toEqual({
      body: 'Сообщение номер 3',
    });
    expect(within(log).getByRole('article')).toHaveTextContent('изменено');
    expect(await screen.findByRole('textbox', { name: 'Сообщение для Алиса' })).toBeInTheDocument();
  });

  it('keeps the text and says so when an edit fails', async () => {
    const own = messageOf(3, ME);
    const api = conversationApi(readerApi(), [own]);
    api.failure(`PUT /api/messages/${own._id}`, 500, 'Internal Server Error');
    renderMessages(api, `/messages?user=${ALICE._id}`);
    const log = await conversationLog();
    await startEditing(log, 'Сообщение номер 3');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await toastWith('Не удалось отредактировать сообщение')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Изменение сообщения' })).toHaveTextContent(
      'Сообщение номер 3',
    );
  });

  it('deletes one’s own message after asking', async () => {
    const own = messageOf(3, ME);
    const api = conversationApi(readerApi(), [messageOf(1), own]);
    api.result(`DELETE /api/messages/${own._id}`, { deleted: true });
    renderMessages(api, `/messages?user=${ALICE._id}`);
    const log = await conversationLog();
    await userEvent.click(await within(log).findByRole('button', { name: 'Удалить сообщение' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Удалить сообщение?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(log).queryByText('Сообщение номер 3')).toBeNull());
    expect(within(log).getByText('Сообщение номер 1')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/messages/${own._id}`)).toHaveLength(1);
  });

  it('says when the conversation does not load', async () => {
    const api = readerApi();
    api.failure(`GET /api/messages/${ALICE._id}`, 500, 'Internal Server Error');
    renderMessages(api, `/messages?user=${ALICE._id}`);
    expect(await toastWith('Не удалось загрузить сообщения')).toBeInTheDocument();
  });

  it('adds the user of the address as a contact when they are not one yet', async () => {
    const api = conversationApi(readerApi([contactOf(BORIS)]), []);
    api.on('POST /api/contacts', () => ({
      body: { result: [contactOf(ALICE), contactOf(BORIS)] },
    }));
    renderMessages(api, `/messages?user=${ALICE._id}`);
    expect(await conversationLog()).toBeInTheDocument();
    expect(api.callsTo('POST /api/contacts')[0]?.body).toEqual({ user: ALICE._id });
    expect(within(await contactList()).getByRole('link', { name: /Алиса/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when the contact cannot be added, and leaves the address', async () => {
    const api = readerApi([contactOf(BORIS)]);
    api.failure('POST /api/contacts', 404, 'Not Found');
    renderMessages(api, `/messages?user=${ALICE._id}`);
    expect(await toastWith('Не удалось добавить контакт')).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toBe('/messages'));
  });

  it('deletes a contact after asking, and says when it fails', async () => {
    const api = readerApi();
    api.failure(`DELETE /api/contacts/${BORIS._id}`, 500, 'Internal Server Error');
    renderMessages(api);
    await contactList();
    const question = () => screen.findByRole('alertdialog', { name: 'Удалить контакт Борис?' });
    await userEvent.click(screen.getByRole('button', { name: 'Удалить контакт Борис' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Удалить' }));
    expect(await toastWith('Не удалось удалить контакт')).toBeInTheDocument();
    api.result(`DELETE /api/contacts/${BORIS._id}`, [contactOf(ALICE)]);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить контакт Борис' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Контакты' })).queryByText('Борис'),
      ).toBeNull(),
    );
  });

  it('refreshes the open conversation when a message from that contact arrives live', async () => {
    const all = [messageOf(1)];
    const api = conversationApi(readerApi(), all);
    const sources: { emit: (type: string, data: unknown) => void }[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        readyState = 1;
        onerror = null;
        onopen = null;
        private readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
        constructor() {
          sources.push({
            emit: (type, data) =>
              this.listeners.get(type)?.(
                new MessageEvent(type, { data: JSON.stringify(data), lastEventId: 'e1' }),
              ),
          });
        }
        addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
          this.listeners.set(type, listener);
        }
        close() {}
      },
    );
    renderMessages(api, `/messages?user=${ALICE._id}`);
    const log = await conversationLog();
    await within(log).findByText('Сообщение номер 1');
    const arrived = messageOf(2);
    all.push(arrived);
    liveEvents.open();
    act(() =>
      sources[0]?.emit('newMessages', {
        contacts: [contactOf(ALICE, 1)],
        unreadTotal: 1,
        message: arrived,
      }),
    );
    expect(await within(log).findByText('Сообщение номер 2')).toBeInTheDocument();
  });
});
