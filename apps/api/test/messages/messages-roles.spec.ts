import {
  addContactEndpoint,
  blockContactEndpoint,
  contactsEndpoint,
  conversationEndpoint,
  deleteContactEndpoint,
  deleteMessageEndpoint,
  messagesEndpoints,
  sendMessageEndpoint,
  unblockContactEndpoint,
  updateMessageEndpoint,
} from '@vn/domain';
import { describe } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import { multipart, pngImage } from '../images';
import { describeRoleTable, signedIn, type Caller, type RoleCall } from '../role-table';
import { addContact, insertMessage } from './messages-fixture';

const imageUrl = 'https://cdn.example.test/picture.webp';
/** Refused to a banned user: sending and editing (libs/domain permissions). */
const notWhileBanned = { ...signedIn, 'banned user': 403 };
/** Another participant's message: nobody but its author, moderators included (messages are private). */
const authorOnly = {
  guest: 401,
  user: 403,
  'banned user': 403,
  moderator: 403,
  administrator: 403,
};

describe('messages and contacts calls × roles, and bad input to each (docs/product §6, §7)', () => {
  const {
    world,
    people: { someone },
  } = useAccountsWorld({ someone: {} });
  const api = () => world.api;

  /** The caller's own account; a guest acts as someone else (and is refused anyway). */
  const me = (caller: Caller) => caller.account?.id ?? someone.id;
  /** A fresh partner, so rows never interfere. */
  const partner = async () => (await signUpUser(api())).id;

  const calls: RoleCall[] = [
    {
      endpoint: contactsEndpoint,
      request: async (caller) => {
        await addContact(api(), me(caller), someone.id);
        return { path: '/api/contacts' };
      },
      statuses: signedIn,
    },
    {
      endpoint: addContactEndpoint,
      request: async () => ({ path: '/api/contacts', json: { user: await partner() } }),
      statuses: signedIn,
    },
    {
      endpoint: deleteContactEndpoint,
      request: async (caller) => {
        const user = await partner();
        await addContact(api(), me(caller), user);
        return { path: `/api/contacts/${user}` };
      },
      statuses: signedIn,
    },
    {
      endpoint: blockContactEndpoint,
      request: async () => ({ path: `/api/contacts/${await partner()}/block` }),
      statuses: signedIn,
    },
    {
      endpoint: unblockContactEndpoint,
      request: async (caller) => {
        const user = await partner();
        await addContact(api(), me(caller), user);
        return { path: `/api/contacts/${user}/unblock` };
      },
      statuses: signedIn,
    },
    {
      endpoint: conversationEndpoint,
      request: async (caller) => {
        const user = await partner();
        await insertMessage(api(), { from: user, to: me(caller) });
        return { path: `/api/messages/${user}`, query: { limit: '20', skip: '0' } };
      },
      statuses: signedIn,
    },
    {
      endpoint: sendMessageEndpoint,
      request: async () => ({
        path: '/api/messages',
        json: {
          to: await partner(),
          body: `<p>Привет, <b>как дела</b>?</p>[img]${imageUrl}[/img]`,
          attachedImagesUrl: [imageUrl],
        },
      }),
      statuses: notWhileBanned,
    },
    {
      endpoint: sendMessageEndpoint,
      about: 'multipart with an image file',
      request: async () => ({
        path: '/api/messages',
        form: multipart(
          { to: await partner(), body: 'Смотри', attachedImagesUrl: '[]' },
          { attachedImages: await pngImage() },
        ),
      }),
      statuses: notWhileBanned,
    },
    {
      endpoint: updateMessageEndpoint,
      about: 'own message',
      request: async (caller) => {
        const message = await insertMessage(api(), { from: me(caller), to: await partner() });
        return { path: `/api/messages/${message._id}`, json: { body: 'Исправлено' } };
      },
      statuses: notWhileBanned,
    },
    {
      endpoint: updateMessageEndpoint,
      about: 'a received message',
      request: async (caller) => {
        const message = await insertMessage(api(), { from: await partner(), to: me(caller) });
        return { path: `/api/messages/${message._id}`, json: { body: 'Чужое' } };
      },
      statuses: authorOnly,
    },
    {
      endpoint: deleteMessageEndpoint,
      about: 'own message (a ban leaves deleting)',
      request: async (caller) => {
        const message = await insertMessage(api(), { from: me(caller), to: await partner() });
        return { path: `/api/messages/${message._id}` };
      },
      statuses: signedIn,
    },
    {
      endpoint: deleteMessageEndpoint,
      about: 'a received message',
      request: async (caller) => {
        const message = await insertMessage(api(), { from: await partner(), to: me(caller) });
        return { path: `/api/messages/${message._id}` };
      },
      statuses: authorOnly,
    },
  ];

  describeRoleTable('messages', messagesEndpoints, calls, api);
});
