import { z } from 'zod';
import { MESSAGE_LIMITS, messageInputMessages } from '../community/message-input';
import { isoDateSchema, objectIdSchema } from '../entities/common';
import { contactSchema, messageSchema } from '../entities/social';
import { LIMITS } from '../format/constants';
import { isSafeImageUrl } from '../markup/values';
import { defineEndpoint, JSON_OR_MULTIPART, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';

/*
 * Private messages and contacts (docs/product §2.5, §3 Message and Contact, §4 Message editing,
 * §7). A body arrives as HTML or markup and is stored as sanitised markup (no HTML survives).
 * A contact's `_id` is the contact user's id, so `DELETE /api/contacts/{id}` takes either
 * `contact._id` or `contact.user._id`. Blocking has no call in docs/product; ours are
 * `PUT /api/contacts/{id}/block` and `/unblock`.
 */

const imageUrl = z
  .string()
  .max(2_000)
  .refine(isSafeImageUrl, { error: 'Только http(s) и адреса сайта' });

/** An already uploaded image: its address, or its preview and full addresses. */
const attachedImageSchema = z.union([imageUrl, z.object({ preview: imageUrl, full: imageUrl })]);

const messageBody = z.string().max(MESSAGE_LIMITS.bodyMax, { error: messageInputMessages.tooLong });

/** A contact as these calls answer it: §3 Contact, and whether the owner blocked them. */
export const contactResultSchema = contactSchema.extend({
  /** The owner refuses messages from this user. */
  blocked: z.boolean(),
  /** When the last message between the two was sent; null before the first. */
  lastMessageAt: isoDateSchema.nullable(),
});
export type ContactResult = z.infer<typeof contactResultSchema>;

/** The viewer's contacts, newest conversation first. */
const contactListSchema = z.array(contactResultSchema);

export const contactsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/contacts',
  summary:
    'Your contacts (newest conversation first) with unread counts, and the unread total ' +
    '(the same list GET /api/settings answers as contacts)',
  response: z.object({ contacts: contactListSchema, unreadTotal: z.number().int().min(0) }),
  permission: 'viewMessages',
});

export const addContactBodySchema = z.strictObject({ user: objectIdSchema });

export const addContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contacts',
  summary: 'Add a user to your contacts (the profile\'s "Написать"); answers the contact list',
  body: addContactBodySchema,
  response: contactListSchema,
  errors: ['notFound'],
  permission: 'manageContacts',
});

export const deleteContactEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/contacts/{id}',
  params: idParamsSchema,
  summary:
    'Remove a user (id = their user id) from your contacts; the messages stay. Answers the list',
  response: contactListSchema,
  permission: 'manageContacts',
});

export const blockContactEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/contacts/{id}/block',
  params: idParamsSchema,
  summary: 'Refuse messages from a user (id = their user id); answers the contact list',
  response: contactListSchema,
  permission: 'manageContacts',
});

export const unblockContactEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/contacts/{id}/unblock',
  params: idParamsSchema,
  summary: 'Accept messages from a blocked user again; answers the contact list',
  response: contactListSchema,
  permission: 'manageContacts',
});

/** `GET /api/messages/{userId}`: a page counted from the newest message (§7, step 20, §9). */
export const conversationQuerySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MESSAGE_LIMITS.pageSizeMax)
    .default(LIMITS.messagePageStep),
  skip: z.coerce.number().int().min(0).max(MESSAGE_LIMITS.skipMax).default(0),
});
export type ConversationQuery = z.infer<typeof conversationQuerySchema>;

export const conversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/messages/{userId}',
  params: z.object({ userId: objectIdSchema }),
  summary:
    'The conversation with a user, newest first: `skip` counts from the newest message. ' +
    'Reading it clears the unread count of that contact',
  query: conversationQuerySchema,
  response: z.array(messageSchema),
  permission: 'viewMessages',
});

/**
 * `POST /api/messages`: JSON, or multipart with `attachedImages` files (each stored, then shown at the
 * end of the body) and `attachedImagesUrl` as JSON text. Already uploaded images are kept only while
 * their address is in the body (§5).
 */
export const newMessageBodySchema = z.strictObject({
  to: objectIdSchema,
  body: messageBody.default(''),
  attachedImagesUrl: z
    .array(attachedImageSchema)
    .max(MESSAGE_LIMITS.imagesMax, { error: messageInputMessages.tooManyImages })
    .default([]),
});
export type NewMessageBody = z.infer<typeof newMessageBodySchema>;

export const sendMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/messages',
  summary: 'Send a private message (multipart: to, body, attachedImages files, attachedImagesUrl)',
  body: newMessageBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  files: ['attachedImages'],
  response: messageSchema,
  errors: ['notFound'],
  permission: 'sendMessage',
});

export const messageUpdateBodySchema = z.strictObject({ body: messageBody });

export const updateMessageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/messages/{id}',
  params: idParamsSchema,
  summary: 'Edit your message: the body is replaced; images no longer linked in it are dropped',
  body: messageUpdateBodySchema,
  response: messageSchema,
  errors: ['forbidden'],
});

export const deleteMessageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/messages/{id}',
  params: idParamsSchema,
  summary: 'Delete your message',
  response: z.object({ deleted: z.literal(true) }),
  errors: ['forbidden'],
});

/** Every messages call. */
export const messagesEndpoints: readonly Endpoint[] = [
  contactsEndpoint,
  addContactEndpoint,
  deleteContactEndpoint,
  blockContactEndpoint,
  unblockContactEndpoint,
  conversationEndpoint,
  sendMessageEndpoint,
  updateMessageEndpoint,
  deleteMessageEndpoint,
];
