import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  markupPlainText,
  parseMarkup,
  conversationKey,
  DomainError,
  imagesStillLinked,
  MESSAGE_LIMITS,
  messageBodyMarkup,
  messageHasContent,
  messageInputMessages,
  unreadMessagesTotal,
  type ContactResult,
  type ConversationQuery,
  type Message,
  type NewMessageBody,
  storedCount,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import { requirePermission, type Viewer } from '../../platform/session';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { CounterRepair } from '../../platform/database';
import { LiveEvents } from '../live-events';
import { ImageStorage, type StoredImage } from '../../platform/storage';
import { presentRef, type UserRecord, UsersById } from '../users';
import { ContactLists, type ContactChange } from './contact-lists';
import { contactKey, type ContactRecord, type MessageRecord } from './message.schema';
import { MessagesRepository } from './messages.repository';
import { UnreadCounters } from './unread-counters';

type ImageRef = { preview: string; full: string };

function refOf(image: string | ImageRef): ImageRef {
  return typeof image === 'string' ? { preview: image, full: image } : image;
}

function badRequest(field: string, message: string): DomainError {
  return new DomainError('invalid', message, { [field]: message });
}

/**
 * Private messages and contacts (docs/product §2.5, §3 Message and Contact, §4 Message editing, §5,
 * §7). Bodies (HTML from the editor, or markup) are stored as sanitised markup; images stay only while linked in the text.
 * Sending updates both contact lists (the recipient's unread count by `$inc`) and tells the
 * recipient's open pages through `LiveEvents`.
 */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger('MessagesService');

  constructor(
    private readonly messages: MessagesRepository,
    private readonly contacts: ContactLists,
    private readonly users: UsersById,
    private readonly images: ImageStorage,
    private readonly live: LiveEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly counterRepair: CounterRepair,
    private readonly unreadCounters: UnreadCounters,
  ) {}

  /**
   * A user's contacts with their unread counts, newest conversation first: what
   * `GET /api/settings` and sign-in answer as `contacts` (from memory after the first call).
   */
  async sessionContacts(userId: string): Promise<ContactResult[]> {
    const records = await this.contacts.list(userId);
    return Promise.all(records.map((record) => this.presentContact(record)));
  }

  /** Unread messages over all the user's contacts. */
  async unreadTotal(userId: string): Promise<number> {
    return unreadMessagesTotal(await this.contacts.list(userId));
  }

  /** `GET /api/contacts`. */
  async contactList(viewer: Viewer) {
    const id = viewer.user._id;
    return { contacts: await this.sessionContacts(id), unreadTotal: await this.unreadTotal(id) };
  }

  /** `POST /api/contacts`: a live user other than yourself; adding again moves them to the top. */
  async addContact(viewer: Viewer, userId: string): Promise<ContactResult[]> {
    const owner = viewer.user._id;
    if (userId === owner) throw badRequest('user', messageInputMessages.selfContact);
    await this.liveUser(userId);
    await this.contacts.change(owner, userId, () => ({ set: { activeAt: new Date() } }), {
      create: true,
    });
    return this.sessionContacts(owner);
  }

  /** `DELETE /api/contacts/{id}`: the messages stay; a later message brings the contact back. */
  async removeContact(viewer: Viewer, userId: string): Promise<ContactResult[]> {
    const owner = viewer.user._id;
    const removed = await this.contacts.remove(owner, userId);
    if (!removed && !(await this.users.findById(userId))) throw DomainError.of('notFound');
    return this.sessionContacts(owner);
  }

  /** `PUT /api/contacts/{id}/block` and `/unblock`: whether the viewer refuses their messages. */
  async setBlocked(viewer: Viewer, userId: string, blocked: boolean): Promise<ContactResult[]> {
    const owner = viewer.user._id;
    if (userId === owner) throw badRequest('id', messageInputMessages.selfContact);
    // A removed account may still be blocked or unblocked: its messages are history.
    if (!(await this.users.findById(userId))) throw DomainError.of('notFound');
    await this.contacts.change(
      owner,
      userId,
      (current) => (current?.blocked === blocked ? null : { set: { blocked } }),
      // Blocking someone who is not a contact yet adds them (so they can be unblocked later).
      { create: blocked },
    );
    return this.sessionContacts(owner);
  }

  /** `GET /api/messages/{userId}`: a page of the conversation; reading clears its unread count. */
  async conversation(viewer: Viewer, userId: string, query: ConversationQuery): Promise<Message[]> {
    const owner = viewer.user._id;
    const other = await this.users.findById(userId);
    if (!other) throw DomainError.of('notFound');
    const records = await this.messages.page(
      conversationKey(owner, userId),
      query.skip,
      query.limit,
    );
    await this.contacts.change(
      owner,
      userId,
      (current) =>
        current && current.unreadMessages > 0
          ? { set: { readAt: new Date() }, unread: -current.unreadMessages }
          : null,
      { create: false },
    );
    const people = new Map([
      [owner, viewer.user],
      [userId, other],
    ]);
    return records.map((record) => this.present(record, people));
  }

  /**
   * `POST /api/messages`. Uploaded files are stored and shown at the end of the body (so the
   * "linked in the text" rule holds for them on later edits); already uploaded images
   * (`attachedImagesUrl`) are kept only while linked in the text (docs/product §5).
   */
  async send(viewer: Viewer, input: NewMessageBody, files: readonly Buffer[]): Promise<Message> {
    const from = viewer.user._id;
    if (input.to === from) throw badRequest('to', messageInputMessages.toSelf);
    const recipient = await this.liveUser(input.to);
    if ((await this.contacts.find(input.to, from))?.blocked) {
      throw new DomainError('forbidden', messageInputMessages.blocked);
    }
    if (files.length + input.attachedImagesUrl.length > MESSAGE_LIMITS.imagesMax) {
      throw badRequest('attachedImages', messageInputMessages.tooManyImages);
    }
    const text = messageBodyMarkup(input.body);
    const linked = imagesStillLinked(text, input.attachedImagesUrl.map(refOf));
    if (!messageHasContent({ body: text, imageCount: linked.length + files.length })) {
      throw badRequest('body', messageInputMessages.empty);
    }
    const uploaded = await this.store(files);
    const body = [text, ...uploaded.map((image) => `[img]${image.full}[/img]`)]
      .filter((part) => part !== '')
      .join('\n');
    const now = new Date();
    // Both lists hold the conversation before its message is written: a process stopped between
    // the message and the lists then leaves an unread count to repair (UnreadCounters), never a
    // message its recipient has no way to find. No write when they hold it already.
    const listed = (current: ContactRecord | undefined): ContactChange | null =>
      current ? null : { set: { activeAt: now } };
    await Promise.all([
      this.contacts.change(from, recipient._id, listed, { create: true }),
      this.contacts.change(recipient._id, from, listed, { create: true }),
    ]);
    const record = await this.messages.insert({
      _id: newObjectId(),
      from,
      to: recipient._id,
      conversation: conversationKey(from, recipient._id),
      body,
      attachedImages: [...linked, ...uploaded],
      createdAt: now,
      updatedAt: now,
    });
    const touched: ContactChange = { set: { lastMessageAt: now, activeAt: now } };
    await Promise.all([
      this.contacts.change(from, recipient._id, () => touched, { create: true }),
      this.contacts
        .change(recipient._id, from, () => ({ ...touched, unread: 1 }), { create: true })
        .catch((error: unknown) => {
          // The message is written: the unread count is counted again once the database answers.
          this.counterRepair.suspect(this.unreadCounters, contactKey(recipient._id, from));
          throw error;
        }),
    ]);
    const message = this.present(
      record,
      new Map([
        [from, viewer.user],
        [recipient._id, recipient],
      ]),
    );
    await this.tell(recipient._id, message);
    return message;
  }

  /** `PUT /api/messages/{id}`: the author replaces the body; unlinked images are dropped. */
  async update(viewer: Viewer, id: string, newBody: string): Promise<Message> {
    const record = await this.participantMessage(viewer, id);
    requirePermission(viewer, 'editMessage', { authorId: record.from });
    const body = messageBodyMarkup(newBody);
    const attachedImages = imagesStillLinked(body, record.attachedImages);
    if (!messageHasContent({ body, imageCount: attachedImages.length })) {
      throw badRequest('body', messageInputMessages.empty);
    }
    const updated = await this.messages.set(id, { body, attachedImages, updatedAt: new Date() });
    if (!updated) throw DomainError.of('notFound');
    const message = this.present(updated, await this.people(updated));
    await this.tell(updated.to, message);
    return message;
  }

  /** `DELETE /api/messages/{id}`: the author only; an unread message leaves the unread count. */
  async remove(viewer: Viewer, id: string): Promise<{ deleted: true }> {
    const record = await this.participantMessage(viewer, id);
    requirePermission(viewer, 'deleteMessage', { authorId: record.from });
    if (!(await this.messages.delete(id))) throw DomainError.of('notFound');
    await this.contacts.change(
      record.to,
      record.from,
      (current) =>
        current &&
        current.unreadMessages > 0 &&
        (!current.readAt || current.readAt < record.createdAt)
          ? { unread: -1 }
          : null,
      { create: false },
    );
    await this.tell(record.to, this.present(record, await this.people(record)), true);
    return { deleted: true };
  }

  /** A message the viewer sent or received; anyone else gets "Not Found", as for no message. */
  /**
   * A message as a report names it (docs/product §A3): only one sent to the viewer can be reported
   * by them; its opening words and its sender. Null otherwise.
   */
  async reportSubject(
    viewer: Viewer,
    id: string,
  ): Promise<{ name: string; href: null; authorId: string } | null> {
    const record = await this.messages.findById(id);
    if (!record || record.to !== viewer.user._id) return null;
    const words = markupPlainText(parseMarkup(record.body)).replace(/\s+/g, ' ').trim();
    return { name: words.slice(0, 80), href: null, authorId: record.from };
  }

  private async participantMessage(viewer: Viewer, id: string): Promise<MessageRecord> {
    const record = await this.messages.findById(id);
    const me = viewer.user._id;
    if (!record || (record.from !== me && record.to !== me)) throw DomainError.of('notFound');
    return record;
  }

  /** A user who may receive messages or be added: exists and is not removed (else 404). */
  private async liveUser(id: string): Promise<UserRecord> {
    const user = await this.users.findById(id);
    if (!user || user.removed) throw DomainError.of('notFound');
    return user;
  }

  /** Stores uploaded images; when one fails, those already stored are taken back. */
  private async store(files: readonly Buffer[]): Promise<ImageRef[]> {
    const results = await Promise.allSettled(
      files.map((file) => this.images.saveImage(file, 'comment')),
    );
    const stored = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await this.images.remove(stored.flatMap((image) => [image.preview, image.full]));
      throw failure.reason;
    }
    return stored.map((image) => this.addressed(image));
  }

  /** Site-relative addresses of local storage become absolute, as the comment uploads answer. */
  private addressed(image: StoredImage): ImageRef {
    const absolute = (url: string) =>
      url.startsWith('/') ? `${this.config.publicUrl}${url}` : url;
    return { preview: absolute(image.preview), full: absolute(image.full) };
  }

  private async people(record: MessageRecord): Promise<Map<string, UserRecord | null>> {
    const [from, to] = await Promise.all([
      this.users.findById(record.from),
      this.users.findById(record.to),
    ]);
    return new Map([
      [record.from, from],
      [record.to, to],
    ]);
  }

  private present(record: MessageRecord, people: Map<string, UserRecord | null>): Message {
    return {
      _id: record._id,
      from: presentRef(record.from, people.get(record.from) ?? null),
      to: presentRef(record.to, people.get(record.to) ?? null),
      body: record.body,
      attachedImages: record.attachedImages,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  private async presentContact(record: ContactRecord): Promise<ContactResult> {
    return {
      _id: record.user,
      user: presentRef(record.user, await this.users.findById(record.user)),
      unreadMessages: storedCount(record.unreadMessages),
      blocked: record.blocked,
      lastMessageAt: record.lastMessageAt?.toISOString() ?? null,
    };
  }

  /**
   * Tells the other participant's open pages (docs/product §4 Live events: a newMessages event replaces
   * contacts and the unread count, and refreshes the open conversation). The message is already
   * written, so a failure here is logged, never the sender's error.
   */
  private async tell(userId: string, message: Message, deleted = false): Promise<void> {
    try {
      const [contacts, unreadTotal] = await Promise.all([
        this.sessionContacts(userId),
        this.unreadTotal(userId),
      ]);
      await this.live.publish([userId], {
        type: 'newMessages',
        data: { contacts, unreadTotal, message, ...(deleted ? { deleted: true } : {}) },
      });
    } catch (error) {
      this.logger.warn(`newMessages for ${userId} not published: ${String(error)}`);
    }
  }
}
