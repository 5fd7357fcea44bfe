import { type Message, conversationKey } from '@vn/domain';
import { newObjectId } from '../../src/platform/ids/ids';
import { ContactLists } from '../../src/features/messages/contact-lists';
import type { MessageRecord } from '../../src/features/messages/message.schema';
import { MessagesRepository } from '../../src/features/messages/messages.repository';
import type { HttpClient, HttpAnswer, Answer } from '../http-client';
import type { TestApi } from '../test-api';

/** A message written straight to the database (a banned author cannot send one). */
export async function insertMessage(
  api: TestApi,
  fields: { from: string; to: string; body?: string; createdAt?: Date },
): Promise<MessageRecord> {
  const createdAt = fields.createdAt ?? new Date();
  return api.app.get(MessagesRepository).insert({
    _id: newObjectId(),
    from: fields.from,
    to: fields.to,
    conversation: conversationKey(fields.from, fields.to),
    body: fields.body ?? 'Сообщение',
    attachedImages: [],
    createdAt,
    updatedAt: createdAt,
  });
}

/** Puts a user into an owner's contact list, as `POST /api/contacts` would. */
export async function addContact(api: TestApi, owner: string, user: string): Promise<void> {
  await api.app
    .get(ContactLists)
    .change(owner, user, () => ({ set: { activeAt: new Date() } }), { create: true });
}

/** Sends a message over HTTP and expects it to be accepted. */
export async function sendMessage(
  client: HttpClient,
  to: string,
  body: string,
  extra: Record<string, unknown> = {},
): Promise<Message> {
  const answer = (await client.post('/api/messages', { to, body, ...extra })) as HttpAnswer<
    Answer<Message>
  >;
  if (answer.status !== 200) throw new Error(`send failed: ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}
