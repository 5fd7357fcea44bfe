// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as messages from '../messages';

export const addContactRoute: Route<typeof messages.addContactEndpoint> = {
  method: 'POST',
  path: '/api/contacts',
  permission: 'manageContacts',
};

export const blockContactRoute: Route<typeof messages.blockContactEndpoint> = {
  method: 'PUT',
  path: '/api/contacts/{id}/block',
  permission: 'manageContacts',
};

export const contactsRoute: Route<typeof messages.contactsEndpoint> = {
  method: 'GET',
  path: '/api/contacts',
  permission: 'viewMessages',
};

export const conversationRoute: Route<typeof messages.conversationEndpoint> = {
  method: 'GET',
  path: '/api/messages/{userId}',
  permission: 'viewMessages',
};

export const deleteContactRoute: Route<typeof messages.deleteContactEndpoint> = {
  method: 'DELETE',
  path: '/api/contacts/{id}',
  permission: 'manageContacts',
};

export const deleteMessageRoute: Route<typeof messages.deleteMessageEndpoint> = {
  method: 'DELETE',
  path: '/api/messages/{id}',
};

export const sendMessageRoute: Route<typeof messages.sendMessageEndpoint> = {
  method: 'POST',
  path: '/api/messages',
  permission: 'sendMessage',
};

export const unblockContactRoute: Route<typeof messages.unblockContactEndpoint> = {
  method: 'PUT',
  path: '/api/contacts/{id}/unblock',
  permission: 'manageContacts',
};

export const updateMessageRoute: Route<typeof messages.updateMessageEndpoint> = {
  method: 'PUT',
  path: '/api/messages/{id}',
};
