import { describe, expect, it } from 'vitest';
import {
  canSendMessage,
  firstConversationPageSize,
  isConversationFullyLoaded,
  isLastConversationPage,
  isMessageEdited,
  messageMessages,
  olderConversationPage,
  shouldLoadOlderMessages,
  unreadMessagesTotal,
} from './messages';

describe('canSendMessage (docs/product §5 Message: empty text cannot be sent)', () => {
  it.each([
    ['Привет', true],
    ['<p>Привет</p>', true],
    ['<p><img src="/img/1.png"></p>', true],
    ['<p>&amp;</p>', true],
    ['', false],
    ['   ', false],
    ['<p></p><p><br></p>', false],
    ['<p>&nbsp;&#160;</p>', false],
  ])('%j → %s', (body, expected) => {
    expect(canSendMessage(body)).toBe(expected);
  });
});

describe('isMessageEdited (docs/product §2.5: updated more than 2 minutes after creation)', () => {
  const createdAt = '2024-05-01T12:00:00.000Z';

  it('marks a message updated after more than 2 minutes', () => {
    expect(isMessageEdited({ createdAt, updatedAt: '2024-05-01T12:02:00.001Z' })).toBe(true);
    expect(
      isMessageEdited({
        createdAt: new Date(createdAt),
        updatedAt: new Date('2024-05-01T13:00:00.000Z'),
      }),
    ).toBe(true);
  });

  it('does not mark one updated within 2 minutes, or with unreadable dates', () => {
    expect(isMessageEdited({ createdAt, updatedAt: '2024-05-01T12:02:00.000Z' })).toBe(false);
    expect(isMessageEdited({ createdAt, updatedAt: createdAt })).toBe(false);
    expect(isMessageEdited({ createdAt: 'вчера', updatedAt: createdAt })).toBe(false);
  });
});

describe('conversation loading (docs/product §2.5, §4, §9)', () => {
  it('is fully loaded when fewer than 20 messages arrive', () => {
    expect(isConversationFullyLoaded(0)).toBe(true);
    expect(isConversationFullyLoaded(19)).toBe(true);
    expect(isConversationFullyLoaded(20)).toBe(false);
  });

  it('asks first for every unread message, at least 20 and at most 100', () => {
    expect(firstConversationPageSize(0)).toBe(20);
    expect(firstConversationPageSize(7)).toBe(20);
    expect(firstConversationPageSize(35)).toBe(35);
    expect(firstConversationPageSize(500)).toBe(100);
    expect(firstConversationPageSize(Number.NaN)).toBe(20);
  });

  it('asks for older messages 20 at a time, after those already shown', () => {
    expect(olderConversationPage(35)).toEqual({ limit: 20, skip: 35 });
  });

  it('knows a page shorter than asked for was the last', () => {
    expect(isLastConversationPage({ receivedCount: 34, requestedCount: 35 })).toBe(true);
    expect(isLastConversationPage({ receivedCount: 35, requestedCount: 35 })).toBe(false);
    expect(isLastConversationPage({ receivedCount: 0, requestedCount: 20 })).toBe(true);
  });

  it('loads older messages within 100 px of the top', () => {
    expect(shouldLoadOlderMessages(0)).toBe(true);
    expect(shouldLoadOlderMessages(100)).toBe(true);
    expect(shouldLoadOlderMessages(101)).toBe(false);
  });
});

describe('messageMessages (docs/product §8 Messages)', () => {
  it('spells out the five failures', () => {
    expect(Object.values(messageMessages)).toEqual([
      'Не удалось загрузить сообщения',
      'Не удалось отправить сообщение',
      'Не удалось отредактировать сообщение',
      'Не удалось добавить контакт',
      'Не удалось удалить контакт',
    ]);
  });
});

describe('unreadMessagesTotal', () => {
  it('sums the unread counts, ignoring negative ones', () => {
    expect(unreadMessagesTotal([])).toBe(0);
    expect(
      unreadMessagesTotal([{ unreadMessages: 2 }, { unreadMessages: -1 }, { unreadMessages: 3 }]),
    ).toBe(5);
  });
});
