import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LiveEventsConnection,
  type EventSourceLike,
  type NewMessagesEvent,
} from './live-events-client';

/**
 * A stand-in for the browser's `EventSource` (happy-dom has none): it records the address it was
 * opened with and lets the test deliver events and failures as the browser would.
 */
class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  emit(type: string, data: unknown, lastEventId: string): void {
    this.emitText(type, JSON.stringify(data), lastEventId);
  }

  emitText(type: string, text: string, lastEventId: string): void {
    const event = new MessageEvent<string>(type, { data: text, lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The API refused the stream (401, 5xx): the browser gives up. */
  refuse(): void {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

function connectionWithFakes() {
  const opened: FakeEventSource[] = [];
  const connection = new LiveEventsConnection((url) => {
    const source = new FakeEventSource(url);
    opened.push(source);
    return source;
  });
  const last = () => {
    const source = opened.at(-1);
    if (!source) throw new Error('no stream opened');
    return source;
  };
  return { connection, opened, last };
}

const newMessages = (id: string): NewMessagesEvent => ({
  contacts: [],
  unreadTotal: 1,
  message: {
    _id: id,
    from: { _id: '6650a1b2c3d4e5f6a7b8c902', username: 'Б' },
    to: { _id: '6650a1b2c3d4e5f6a7b8c901', username: 'А' },
    body: 'Привет',
    attachedImages: [],
    createdAt: '2024-03-01T10:00:00.000Z',
    updatedAt: '2024-03-01T10:00:00.000Z',
  },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveEventsConnection', () => {
  it('opens one stream on /api/events/subscribe however often it is asked to', () => {
    const { connection, opened } = connectionWithFakes();
    connection.open();
    connection.open();
    expect(opened.map((source) => source.url)).toEqual(['/api/events/subscribe']);
    expect(connection.isOpen).toBe(true);
  });

  it('hands each event to the listeners of its type, parsed', () => {
    const { connection, last } = connectionWithFakes();
    const heard = vi.fn();
    const notified = vi.fn();
    connection.on('newMessages', heard);
    connection.on('userEvents', notified);
    connection.open();
    last().emit('newMessages', newMessages('m1'), 'e1');
    expect(heard).toHaveBeenCalledWith(newMessages('m1'));
    expect(notified).not.toHaveBeenCalled();
  });

  it('stops calling a listener once it unsubscribed', () => {
    const { connection, last } = connectionWithFakes();
    const heard = vi.fn();
    const stop = connection.on('newMessages', heard);
    connection.open();
    stop();
    last().emit('newMessages', newMessages('m1'), 'e1');
    expect(heard).not.toHaveBeenCalled();
  });

  it('reopens after the last event received, so nothing sent while closed is missed', () => {
    const { connection, opened, last } = connectionWithFakes();
    connection.open();
    last().emit('newMessages', newMessages('m1'), '0000018e-a');
    last().emit('userEvents', { event: {} }, '0000018e-b');
    connection.close();
    expect(opened[0]?.closed).toBe(true);
    expect(connection.isOpen).toBe(false);
    connection.open();
    expect(last().url).toBe('/api/events/subscribe?lastEventId=0000018e-b');
  });

  it('forgets the position after a reset (a logout): the next reader starts from now', () => {
    const { connection, last } = connectionWithFakes();
    connection.open();
    last().emit('newMessages', newMessages('m1'), 'e1');
    connection.reset();
    connection.open();
    expect(last().url).toBe('/api/events/subscribe');
  });

  it('ignores an event whose data is not JSON', () => {
    const { connection, last } = connectionWithFakes();
    const heard = vi.fn();
    connection.on('newMessages', heard);
    connection.open();
    last().emitText('newMessages', '{not json', 'e1');
    expect(heard).not.toHaveBeenCalled();
  });

  it('tries again later, less and less often, when the API refuses the stream', () => {
    vi.useFakeTimers();
    const { connection, opened, last } = connectionWithFakes();
    connection.open();
    last().refuse();
    expect(connection.isOpen).toBe(false);
    vi.advanceTimersByTime(4_999);
    expect(opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(opened).toHaveLength(2);
    last().refuse();
    vi.advanceTimersByTime(9_999);
    expect(opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(opened).toHaveLength(3);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', () => {
    vi.useFakeTimers();
    const { connection, opened, last } = connectionWithFakes();
    connection.open();
    // CONNECTING, not CLOSED: the browser is already reconnecting with Last-Event-ID.
    last().readyState = 0;
    last().onerror?.(new Event('error'));
    vi.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(1);
    expect(connection.isOpen).toBe(true);
  });

  it('does not come back after being closed while a retry waited', () => {
    vi.useFakeTimers();
    const { connection, opened, last } = connectionWithFakes();
    connection.open();
    last().refuse();
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(1);
  });
});
