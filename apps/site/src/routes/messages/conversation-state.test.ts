import type { Message } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { isInConversationWith, mergeMessages, withoutMessage } from './conversation-state';

const ME = { _id: '6650a1b2c3d4e5f6a7b8c901', username: 'Я' };
const THEM = { _id: '6650a1b2c3d4e5f6a7b8c902', username: 'Собеседник' };

function messageAt(id: string, minute: number, body = `сообщение ${id}`): Message {
  const at = new Date(Date.UTC(2024, 2, 1, 10, minute)).toISOString();
  return { _id: id, from: ME, to: THEM, body, attachedImages: [], createdAt: at, updatedAt: at };
}

const ids = (messages: readonly Message[]) => messages.map((message) => message._id);

describe('mergeMessages', () => {
  it('puts an older page before what is shown and a new message after it', () => {
    const shown = [messageAt('c', 3), messageAt('d', 4)];
    expect(ids(mergeMessages(shown, [messageAt('b', 2), messageAt('a', 1)]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(ids(mergeMessages(shown, [messageAt('e', 5)]))).toEqual(['c', 'd', 'e']);
  });

  it('keeps each message once, the newer copy winning (an edit, a refreshed page)', () => {
    const shown = [messageAt('a', 1), messageAt('b', 2)];
    const merged = mergeMessages(shown, [messageAt('b', 2, 'исправлено'), messageAt('c', 3)]);
    expect(ids(merged)).toEqual(['a', 'b', 'c']);
    expect(merged[1]?.body).toBe('исправлено');
  });

  it('orders messages sent in the same millisecond by id, so the order never flickers', () => {
    expect(ids(mergeMessages([messageAt('b', 1)], [messageAt('a', 1)]))).toEqual(['a', 'b']);
  });
});

describe('withoutMessage', () => {
  it('drops the deleted message only', () => {
    expect(ids(withoutMessage([messageAt('a', 1), messageAt('b', 2)], 'a'))).toEqual(['b']);
  });
});

describe('isInConversationWith', () => {
  it('is true for messages from or to the contact, false for anyone else', () => {
    expect(isInConversationWith(messageAt('a', 1), THEM._id)).toBe(true);
    expect(isInConversationWith(messageAt('a', 1), ME._id)).toBe(true);
    expect(isInConversationWith(messageAt('a', 1), '6650a1b2c3d4e5f6a7b8c903')).toBe(false);
  });
});
