import { conversationKey } from '@vn/domain';
import type { ContactRecord, MessageRecord } from '../features/messages';
import type { UserRecord } from '../features/users';

/*
 * The demo reader's private messages (docs/product §2.5 Messages), so a newcomer who signs in as
 * reader@demo.test finds conversations on /messages rather than an empty page: the moderator about a
 * draft, the administrator about a support question, and two readers about translations, one of
 * them with a picture. Written by hand and dated back from "now", so the same seed always gives the
 * same messages; nothing here draws from the random source, which leaves the rest of the demo data
 * as it was.
 */

/** An uploaded picture as a message keeps it (docs/product §3 Message `attachedImages`). */
export interface MessagePicture {
  preview: string;
  full: string;
}

/** Who writes a line of a conversation: the demo reader, or the other person. */
type Speaker = 'reader' | 'other';

interface Line {
  from: Speaker;
  /** How long before the conversation's last line it was sent. */
  minutesBefore: number;
  text: string;
  /** Edited this many minutes after it was sent (the "изменено" mark needs more than 2). */
  editedAfter?: number;
  /** Shows the demo picture under the text. */
  picture?: true;
}

interface Script {
  with: 'moderator' | 'admin' | 'firstReader' | 'secondReader';
  /** When its last line was sent: so many hours before "now". */
  hoursAgo: number;
  lines: Line[];
  /** The reader has not read the last line yet (the badge shows it). */
  lastUnread?: true;
}

const scripts: readonly Script[] = [
  {
    with: 'firstReader',
    hoursAgo: 3,
    lastUnread: true,
    lines: [
      {
        from: 'other',
        minutesBefore: 190,
        text: 'Привет! Видел, ты собираешь подборку коротких новелл. Мы как раз закончили перевод одной — глянешь перед релизом?',
      },
      {
        from: 'reader',
        minutesBefore: 170,
        text: 'Привет! Конечно, присылай. Сколько там примерно часов чтения?',
      },
      {
        from: 'other',
        minutesBefore: 150,
        text: 'Часа три-четыре, одна концовка. Вот как сейчас выглядит окно диалога после вёрстки:',
        picture: true,
      },
      {
        from: 'reader',
        minutesBefore: 120,
        text: 'Шрифт читается отлично, но последняя строка почти упирается в рамку. Может, уменьшить кегль на пункт?',
        editedAfter: 6,
      },
      {
        from: 'other',
        minutesBefore: 0,
        text: 'Уменьшили, теперь всё влезает. Поправим в патче 1.1 — спасибо, что смотришь так внимательно!',
      },
    ],
  },
  {
    with: 'moderator',
    hoursAgo: 26,
    lines: [
      {
        from: 'other',
        minutesBefore: 95,
        text: 'Привет! Посмотрел твой черновик правки: в описании перепутаны годы выхода оригинала и перевода.',
      },
      {
        from: 'reader',
        minutesBefore: 80,
        text: 'Ой, точно. Спасибо! Сейчас исправлю и отправлю на ревью ещё раз.',
      },
      {
        from: 'reader',
        minutesBefore: 55,
        text: 'Исправил, заодно добавил ссылку на страницу команды переводчиков.',
      },
      {
        from: 'other',
        minutesBefore: 0,
        text: 'Принял. И скриншоты лучше загружать без рамки лаунчера — так страница проекта аккуратнее.',
      },
    ],
  },
  {
    with: 'secondReader',
    hoursAgo: 75,
    lines: [
      {
        from: 'reader',
        minutesBefore: 300,
        text: 'Привет! Ты в комментариях хвалил «Бесконечное лето». Что ещё посоветуешь в похожем духе?',
      },
      {
        from: 'other',
        minutesBefore: 240,
        text: 'Попробуй Katawa Shoujo: перевод давно закончен, а история очень тёплая. Если хочется покороче — «Зайчик».',
      },
      {
        from: 'reader',
        minutesBefore: 200,
        text: 'Спасибо, оба добавил в «Хочу прочитать».',
      },
      {
        from: 'other',
        minutesBefore: 0,
        text: 'Ещё загляни в статьи: там недавно была подборка коротких новелл на один вечер.',
        editedAfter: 15,
      },
    ],
  },
  {
    with: 'admin',
    hoursAgo: 240,
    lines: [
      {
        from: 'other',
        minutesBefore: 600,
        text: 'Здравствуйте! Вы писали, что не приходит письмо для восстановления пароля. Проблема ещё актуальна?',
      },
      {
        from: 'reader',
        minutesBefore: 540,
        text: 'Добрый день! Уже нет: письмо нашлось в папке «Спам». Спасибо, что ответили.',
      },
      {
        from: 'other',
        minutesBefore: 0,
        text: 'Хорошо, тогда закрываю обращение. Если что-то ещё случится — пишите.',
      },
    ],
  },
];

export interface ConversationsInput {
  now: Date;
  reader: UserRecord;
  moderator: UserRecord;
  admin: UserRecord;
  /** Readers the demo reader talks with about translations: the first two are taken. */
  readers: readonly UserRecord[];
  /** The picture one message shows, already in the image storage; none: that message is text. */
  picture: MessagePicture | null;
  /** A fresh ObjectId of a message, as the rest of the seed makes them. */
  id: (at: Date, counter: number) => string;
}

export interface Conversations {
  messages: MessageRecord[];
  /** Both sides of each conversation: the reader's contact list and the other person's. */
  contacts: ContactRecord[];
}

const minutes = (count: number) => count * 60_000;

/** The demo reader's conversations, oldest message first, and the contacts on both sides. */
export function makeConversations(input: ConversationsInput): Conversations {
  const [firstReader, secondReader] = input.readers;
  if (!firstReader || !secondReader) throw new Error('The demo conversations need two readers');
  const people = { moderator: input.moderator, admin: input.admin, firstReader, secondReader };
  const messages: MessageRecord[] = [];
  const contacts: ContactRecord[] = [];
  const reader = input.reader._id;

  for (const script of scripts) {
    const other = people[script.with]._id;
    const lastAt = new Date(input.now.getTime() - script.hoursAgo * 3_600_000);
    const written = script.lines.map((line) => {
      const createdAt = new Date(lastAt.getTime() - minutes(line.minutesBefore));
      const picture = line.picture ? input.picture : null;
      const record: MessageRecord = {
        _id: input.id(createdAt, messages.length + 1),
        from: line.from === 'reader' ? reader : other,
        to: line.from === 'reader' ? other : reader,
        conversation: conversationKey(reader, other),
        // As `POST /api/messages` stores an upload: the picture at the end of the body.
        body: picture ? `${line.text}\n[img]${picture.full}[/img]` : line.text,
        attachedImages: picture ? [{ preview: picture.preview, full: picture.full }] : [],
        createdAt,
        updatedAt: new Date(createdAt.getTime() + minutes(line.editedAfter ?? 0)),
      };
      messages.push(record);
      return record;
    });
    const last = written.at(-1)!;
    // The reader read the conversation a little after its last line, or just before it.
    const readerReadAt = new Date(last.createdAt.getTime() + minutes(script.lastUnread ? -5 : 20));
    const otherReadAt = new Date(last.createdAt.getTime() + minutes(10));
    const side = (owner: string, user: string, readAt: Date, unread: number): ContactRecord => ({
      _id: `${owner}:${user}`,
      owner,
      user,
      unreadMessages: unread,
      lastMessageAt: last.createdAt,
      activeAt: last.createdAt,
      blocked: false,
      readAt,
    });
    const unreadForReader = written.filter(
      (message) => message.to === reader && message.createdAt > readerReadAt,
    ).length;
    contacts.push(side(reader, other, readerReadAt, unreadForReader));
    contacts.push(side(other, reader, otherReadAt, 0));
  }
  return { messages, contacts };
}
