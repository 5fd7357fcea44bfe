import { getModelToken } from '@nestjs/mongoose';
import {
  isConversationFullyLoaded,
  isMessageEdited,
  messageInputMessages,
  messageSchema,
  type ContactResult,
  type Message,
} from '@vn/domain';
import type { Model } from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import { LiveEvents } from '../../src/features/live-events/live-events.service';
import {
  MESSAGES_COLLECTION,
  type MessageRecord,
} from '../../src/features/messages/message.schema';
import { MessagesService } from '../../src/features/messages/messages.service';
import { UsersRepository } from '../../src/features/users/users.repository';
import { signUpUser, type TestUser, useAccountsWorld } from '../accounts-fixture';
import { databaseSnapshot } from '../database-snapshot';
import { HttpClient, type Answer, type HttpAnswer } from '../http-client';
import { multipart, pngImage } from '../images';
import { UNKNOWN_ID } from '../role-table';
import { insertMessage, sendMessage } from './messages-fixture';

type ContactList = { contacts: ContactResult[]; unreadTotal: number };

describe('private messages and contacts over HTTP (docs/product §2.5, §3, §4, §5, §7)', () => {
  const { world } = useAccountsWorld();
  const api = () => world.api;

  /** Fresh users; the tuple type is as long as the longest call asks for. */
  const users = async (count: 1 | 2 | 3) =>
    (await Promise.all(Array.from({ length: count }, () => signUpUser(api())))) as [
      TestUser,
      TestUser,
      TestUser,
    ];

  async function contactsOf(user: TestUser): Promise<ContactList> {
    const answer = await user.client.get<Answer<ContactList>>('/api/contacts');
    expect(answer.status).toBe(200);
    return answer.body.result;
  }

  async function conversation(user: TestUser, other: string, query = ''): Promise<Message[]> {
    const answer = await user.client.get<Answer<Message[]>>(`/api/messages/${other}${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  }

  /** Expects a refusal with this status that writes nothing; answers its message. */
  async function refused(
    call: () => Promise<HttpAnswer<unknown>>,
    status: number,
  ): Promise<string> {
    const before = await databaseSnapshot(api());
    const answer = (await call()) as HttpAnswer<Answer<never>>;
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await databaseSnapshot(api())).toBe(before);
    return answer.body.message ?? '';
  }

  it("a first message puts each side into the other's contacts; unread counts rise and clear on read", async () => {
    const [alice, bob] = await users(2);
    const message = await sendMessage(alice.client, bob.id, 'Привет!');
    expect(messageSchema.parse(message)).toMatchObject({
      from: { _id: alice.id, username: alice.username },
      to: { _id: bob.id, username: bob.username },
      body: 'Привет!',
    });
    expect(isMessageEdited(message)).toBe(false);

    expect(await contactsOf(alice)).toEqual({
      contacts: [
        expect.objectContaining({
          _id: bob.id,
          user: expect.objectContaining({ _id: bob.id }),
          unreadMessages: 0,
          blocked: false,
        }),
      ],
      unreadTotal: 0,
    });
    await sendMessage(alice.client, bob.id, 'Ты тут?');
    const bobs = await contactsOf(bob);
    expect(bobs.contacts).toEqual([
      expect.objectContaining({
        _id: alice.id,
        unreadMessages: 2,
        lastMessageAt: expect.any(String),
      }),
    ]);
    expect(bobs.unreadTotal).toBe(2);

    // A second sender: per contact and in total; the newest conversation first.
    const [carol] = await users(1);
    await sendMessage(carol.client, bob.id, 'И я');
    const service = api().app.get(MessagesService);
    expect((await service.sessionContacts(bob.id)).map((c) => [c._id, c.unreadMessages])).toEqual([
      [carol.id, 1],
      [alice.id, 2],
    ]);
    expect(await service.unreadTotal(bob.id)).toBe(3);

    // Reading a conversation clears its count only.
    expect((await conversation(bob, alice.id)).map((m) => m.body)).toEqual(['Ты тут?', 'Привет!']);
    expect((await contactsOf(bob)).contacts.map((c) => [c._id, c.unreadMessages])).toEqual([
      [carol.id, 1],
      [alice.id, 0],
    ]);
    expect(await service.unreadTotal(bob.id)).toBe(1);
  });

  it('pages a conversation newest first: skip counts from the newest, step 20', async () => {
    const [alice, bob] = await users(2);
    const start = Date.now() - 3_600_000;
    for (let index = 1; index <= 45; index += 1) {
      await insertMessage(api(), {
        from: index % 2 ? alice.id : bob.id,
        to: index % 2 ? bob.id : alice.id,
        body: `№${index}`,
        createdAt: new Date(start + index * 1_000),
      });
    }
    const numbers = (messages: Message[]) => messages.map((m) => Number(m.body.slice(1)));
    const first = await conversation(bob, alice.id);
    expect(numbers(first)).toEqual(Array.from({ length: 20 }, (_, i) => 45 - i));
    expect(isConversationFullyLoaded(first.length)).toBe(false);
    const second = await conversation(alice, bob.id, '?limit=20&skip=20');
    expect(numbers(second)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const last = await conversation(bob, alice.id, '?skip=40');
    expect(numbers(last)).toEqual([5, 4, 3, 2, 1]);
    expect(isConversationFullyLoaded(last.length)).toBe(true);
    expect(numbers(await conversation(bob, alice.id, '?limit=3&skip=1'))).toEqual([44, 43, 42]);
    for (const bad of ['?limit=0', '?limit=101', '?skip=-1', '?limit=abc']) {
      expect((await bob.client.get(`/api/messages/${alice.id}${bad}`)).status).toBe(400);
    }
    // Someone else's conversation is not in yours.
    const [carol] = await users(1);
    expect(await conversation(carol, alice.id)).toEqual([]);
  });

  it('lets only the author edit; the other participant gets 403, a third user 404, nothing changed', async () => {
    const [alice, bob, carol] = await users(3);
    const message = await sendMessage(alice.client, bob.id, 'Первый вариант');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await alice.client.call<Answer<Message>>('PUT', `/api/messages/${message._id}`, {
      json: { body: '<i>Второй</i> вариант' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result.body).toBe('[i]Второй[/i] вариант');
    expect(edited.body.result.createdAt).toBe(message.createdAt);
    expect(Date.parse(edited.body.result.updatedAt)).toBeGreaterThan(Date.parse(message.createdAt));
    // The "edited" mark shows only after 2 minutes (§2.5).
    expect(isMessageEdited(edited.body.result)).toBe(false);

    const put = (client: HttpClient) => () =>
      client.call('PUT', `/api/messages/${message._id}`, { json: { body: 'Взлом' } });
    await refused(put(bob.client), 403);
    await refused(put(carol.client), 404);
    await refused(
      () => alice.client.call('PUT', `/api/messages/${UNKNOWN_ID}`, { json: { body: 'x' } }),
      404,
    );
    expect(await refused(put(new HttpClient(api().baseUrl)), 401)).toEqual(expect.any(String));
    expect((await conversation(bob, alice.id))[0]!.body).toBe('[i]Второй[/i] вариант');
    // Emptied by the edit: refused.
    expect(
      await refused(
        () =>
          alice.client.call('PUT', `/api/messages/${message._id}`, { json: { body: '<p> </p>' } }),
        400,
      ),
    ).toBe(messageInputMessages.empty);
  });

  it("deletes the author's message only; an unread one leaves the unread count", async () => {
    const [alice, bob, carol] = await users(3);
    const kept = await sendMessage(alice.client, bob.id, 'Останется');
    const gone = await sendMessage(alice.client, bob.id, 'Удалю');
    expect((await contactsOf(bob)).unreadTotal).toBe(2);
    const del =
      (client: HttpClient, id = gone._id) =>
      () =>
        client.call('DELETE', `/api/messages/${id}`);
    await refused(del(bob.client), 403);
    await refused(del(carol.client), 404);
    const answer = await del(alice.client)();
    expect(answer).toMatchObject({ status: 200, body: { result: { deleted: true } } });
    expect((await conversation(alice, bob.id)).map((m) => m._id)).toEqual([kept._id]);
    expect(await refused(del(alice.client), 404)).toBe('Not Found');
    // Bob had read nothing: one unread message is left.
    expect((await contactsOf(bob)).unreadTotal).toBe(1);
  });

  it('adds and removes contacts; refuses yourself and unknown or removed users', async () => {
    const [alice, bob, gone] = await users(3);
    const added = await alice.client.post<Answer<ContactResult[]>>('/api/contacts', {
      user: bob.id,
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toEqual([
      expect.objectContaining({ _id: bob.id, unreadMessages: 0, lastMessageAt: null }),
    ]);
    expect(await refused(() => alice.client.post('/api/contacts', { user: alice.id }), 400)).toBe(
      messageInputMessages.selfContact,
    );
    await refused(() => alice.client.post('/api/contacts', { user: UNKNOWN_ID }), 404);
    await api().app.get(UsersRepository).update(gone.id, { removed: true, removedAt: new Date() });
    await refused(() => alice.client.post('/api/contacts', { user: gone.id }), 404);
    await refused(() => alice.client.post('/api/messages', { to: gone.id, body: 'Эй' }), 404);

    const removed = await alice.client.call<Answer<ContactResult[]>>(
      'DELETE',
      `/api/contacts/${bob.id}`,
    );
    expect(removed).toMatchObject({ status: 200, body: { result: [] } });
    await refused(() => alice.client.call('DELETE', `/api/contacts/${UNKNOWN_ID}`), 404);
    // A new message brings the contact back.
    await sendMessage(bob.client, alice.id, 'Вернись');
    expect((await contactsOf(alice)).contacts).toEqual([
      expect.objectContaining({ _id: bob.id, unreadMessages: 1 }),
    ]);
  });

  it('refuses messages from a blocked user until unblocked', async () => {
    const [alice, bob] = await users(2);
    await sendMessage(alice.client, bob.id, 'До блокировки');
    const blocked = await bob.client.call<Answer<ContactResult[]>>(
      'PUT',
      `/api/contacts/${alice.id}/block`,
    );
    expect(blocked.status).toBe(200);
    expect(blocked.body.result).toEqual([
      expect.objectContaining({ _id: alice.id, blocked: true }),
    ]);
    expect(
      await refused(() => alice.client.post('/api/messages', { to: bob.id, body: 'Ответь' }), 403),
    ).toBe(messageInputMessages.blocked);
    // The blocker may still write.
    await sendMessage(bob.client, alice.id, 'Не пиши мне');
    const unblocked = await bob.client.call<Answer<ContactResult[]>>(
      'PUT',
      `/api/contacts/${alice.id}/unblock`,
    );
    expect(unblocked.body.result).toEqual([
      expect.objectContaining({ _id: alice.id, blocked: false }),
    ]);
    await sendMessage(alice.client, bob.id, 'Спасибо');
    // Blocking someone who never wrote adds them, blocked.
    const [carol] = await users(1);
    const list = await bob.client.call<Answer<ContactResult[]>>(
      'PUT',
      `/api/contacts/${carol.id}/block`,
    );
    expect(list.body.result.find((c) => c._id === carol.id)).toMatchObject({ blocked: true });
    await refused(() => carol.client.post('/api/messages', { to: bob.id, body: 'Привет' }), 403);
  });

  it('refuses a message to yourself, empty, over-long, with too many images, or from a banned user', async () => {
    const [alice, bob] = await users(2);
    const banned = await signUpUser(api(), { banned: true });
    const post =
      (json: Record<string, unknown>, client = alice.client) =>
      () =>
        client.post('/api/messages', json);
    expect(await refused(post({ to: alice.id, body: 'Себе' }), 400)).toBe(
      messageInputMessages.toSelf,
    );
    await refused(post({ to: UNKNOWN_ID, body: 'Никому' }), 404);
    for (const body of ['', '   ', '<p><br></p>', '[b] [/b]', '<script>alert(1)</script>']) {
      expect(await refused(post({ to: bob.id, body }), 400)).toBe(messageInputMessages.empty);
    }
    await refused(post({ to: bob.id, body: 'я'.repeat(8_001) }), 400);
    await sendMessage(alice.client, bob.id, 'я'.repeat(8_000));
    await refused(post({ to: bob.id, body: 'Привет' }, banned.client), 403);

    const png = await pngImage();
    const nine = new FormData();
    nine.append('to', bob.id);
    nine.append('body', 'Девять картинок');
    for (let index = 0; index < 9; index += 1) {
      nine.append(
        'attachedImages',
        new Blob([new Uint8Array(png)], { type: 'image/png' }),
        `${index}.png`,
      );
    }
    expect(
      await refused(() => alice.client.call('POST', '/api/messages', { body: nine }), 400),
    ).toBe(messageInputMessages.tooManyImages);
    const urls = Array.from({ length: 9 }, (_, i) => `https://cdn.example.test/${i}.webp`);
    await refused(
      post({
        to: bob.id,
        body: urls.map((u) => `[img]${u}[/img]`).join(''),
        attachedImagesUrl: urls,
      }),
      400,
    );
    await refused(
      () =>
        alice.client.call('POST', '/api/messages', {
          body: multipart({ to: bob.id, body: 'x' }, { avatar: png }),
        }),
      400,
    );
  });

  it('sanitises a hostile HTML body to the allowed markup', async () => {
    const [alice, bob] = await users(2);
    const message = await sendMessage(
      alice.client,
      bob.id,
      '<p onclick="steal()">Привет <b>друг</b></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">ссылка</a><img src=x onerror=alert(1)><p>вторая строка</p>',
    );
    expect(message.body).not.toMatch(/<script|javascript:|onerror|onclick|alert|</i);
    expect(message.body).toBe('Привет [b]друг[/b]\nссылка\nвторая строка');
    const markup = await sendMessage(
      alice.client,
      bob.id,
      '[a href="javascript:alert(2)"]тоже[/a] [img]javascript:alert(3)[/img]',
    );
    expect(markup.body).not.toMatch(/javascript:/i);
    const stored = await api()
      .app.get<Model<MessageRecord>>(getModelToken(MESSAGES_COLLECTION))
      .findOne({ _id: message._id })
      .lean<MessageRecord>();
    expect(stored!.body).toBe(message.body);
  });

  it('keeps attached images only while their link is in the text; stores uploaded files', async () => {
    const [alice, bob] = await users(2);
    const linked = 'https://cdn.example.test/linked.webp';
    const unlinked = 'https://cdn.example.test/unlinked.webp';
    const message = await sendMessage(alice.client, bob.id, `Вот [img]${linked}[/img]`, {
      attachedImagesUrl: [linked, { preview: unlinked, full: unlinked }],
    });
    expect(message.attachedImages).toEqual([{ preview: linked, full: linked }]);
    // Images alone are content, and an unlinked image alone is not.
    await refused(
      () =>
        alice.client.post('/api/messages', { to: bob.id, body: '', attachedImagesUrl: [unlinked] }),
      400,
    );

    const upload = await alice.client.call<Answer<Message>>('POST', '/api/messages', {
      body: multipart(
        { to: bob.id, body: 'С файлом', attachedImagesUrl: JSON.stringify([linked]) },
        { attachedImages: await pngImage() },
      ),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const sent = upload.body.result;
    expect(sent.attachedImages).toHaveLength(1);
    const stored = sent.attachedImages[0]!;
    expect(stored.full).toMatch(/\/comment\/.+-full\.webp$/);
    expect(sent.body).toBe(`С файлом\n[img]${stored.full}[/img]`);
    const image = await fetch(stored.full.replace(/^https?:\/\/[^/]+/, api().baseUrl));
    expect(image.status).toBe(200);

    // An edit that drops the link drops the image.
    const edited = await alice.client.call<Answer<Message>>('PUT', `/api/messages/${sent._id}`, {
      json: { body: 'Без картинки' },
    });
    expect(edited.body.result).toMatchObject({ body: 'Без картинки', attachedImages: [] });
  });

  it('tells the recipient through live events; a failing publish does not fail the send', async () => {
    const [alice, bob] = await users(2);
    const live = api().app.get(LiveEvents);
    const publish = vi.spyOn(live, 'publish');
    try {
      const message = await sendMessage(alice.client, bob.id, 'Живое');
      expect(publish).toHaveBeenCalledWith([bob.id], {
        type: 'newMessages',
        data: {
          contacts: [expect.objectContaining({ _id: alice.id, unreadMessages: 1 })],
          unreadTotal: 1,
          message: expect.objectContaining({ _id: message._id, body: 'Живое' }),
        },
      });
      publish.mockRejectedValueOnce(new Error('pub/sub down'));
      await sendMessage(alice.client, bob.id, 'Всё равно доставлено');
      expect((await contactsOf(bob)).unreadTotal).toBe(2);
    } finally {
      publish.mockRestore();
    }
  });
});
