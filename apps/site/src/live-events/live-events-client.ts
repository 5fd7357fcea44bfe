import {
  endpointUrl,
  liveEventsSubscribeRoute,
  type ContactResult,
  type LiveEventType,
  type Message,
  type UserEvent,
} from '@vn/domain';

/*
 * The browser's end of `GET /api/events/subscribe` (docs/product §4 Live events, docs/adr/0008).
 * Tiny and schema-free on purpose (its address comes from the schema-free route): the shell holds
 * it on every page, so it must not bring zod or the contract's schemas (the first-visit JavaScript budget, docs/architecture.md § Budgets); the
 * API checks what it sends in its own tests.
 */

/** `newMessages`: the reader's contacts and unread total after a message to them changed. */
export interface NewMessagesEvent {
  contacts: ContactResult[];
  unreadTotal: number;
  /** The message sent, edited or (with `deleted`) deleted. */
  message: Message;
  deleted?: true;
}

/** `userEvents`: one new notification. */
export interface NewUserEvent {
  event: UserEvent;
}

/** `reportsQueue` (ours, to staff): how many reports cases wait (docs/product §A3.6). */
export interface ReportsQueueEvent {
  open: number;
}

export interface LiveEventData {
  newMessages: NewMessagesEvent;
  userEvents: NewUserEvent;
  reportsQueue: ReportsQueueEvent;
}

type Listener<T extends LiveEventType> = (data: LiveEventData[T]) => void;

/**
 * Every kind, written out rather than imported: the domain's list lives beside the endpoint's zod
 * schema. The record makes a kind added there fail to compile here until it is listed.
 */
const EVENT_TYPES = Object.keys({
  newMessages: true,
  userEvents: true,
  reportsQueue: true,
} satisfies Record<LiveEventType, true>) as LiveEventType[];
/** After the browser gives up (the API refused, e.g. 401 or 5xx): first wait, then doubled. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

/** The part of `EventSource` used here, so tests can hand in a stand-in for the browser's. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

/** `EventSource.CLOSED`: the browser will not reconnect by itself. */
const CLOSED = 2;

/**
 * One stream for the page, opened and closed by its owner (`useLiveEvents`). It remembers the id of
 * the last event it received, so a stream reopened after the page was hidden asks for what came
 * meanwhile (`?lastEventId=`: a new `EventSource` cannot set the `Last-Event-ID` header; the browser
 * sends that header itself only on its own reconnects, which the API also honours).
 */
export class LiveEventsConnection {
  private source: EventSourceLike | null = null;
  private lastEventId: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay = RETRY_FIRST_MS;
  private readonly listeners = new Map<LiveEventType, Set<Listener<LiveEventType>>>();

  constructor(
    private readonly createSource: EventSourceFactory = (url) =>
      new EventSource(url, { withCredentials: true }),
  ) {}

  get isOpen(): boolean {
    return this.source !== null;
  }

  /** The address of the stream: with the last event's id once there is one. */
  streamUrl(): string {
    // A null id is left out of the address.
    return endpointUrl(liveEventsSubscribeRoute, { query: { lastEventId: this.lastEventId } });
  }

  open(): void {
    if (this.source) return;
    this.cancelRetry();
    const source = this.createSource(this.streamUrl());
    this.source = source;
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (event) => this.receive(type, event));
    }
    source.onopen = () => {
      this.retryDelay = RETRY_FIRST_MS;
    };
    source.onerror = () => {
      // A dropped connection the browser retries by itself (with Last-Event-ID); a refused one it
      // gives up on, and then this tries again later, less and less often.
      if (source.readyState !== CLOSED || this.source !== source) return;
      this.source = null;
      source.close();
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.open();
      }, this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
    };
  }

  /** Closes the stream; the next `open` continues after the last event received. */
  close(): void {
    this.cancelRetry();
    this.source?.close();
    this.source = null;
  }

  /** Closes and forgets the position: the next reader starts from now (after a logout). */
  reset(): void {
    this.close();
    this.lastEventId = null;
    this.retryDelay = RETRY_FIRST_MS;
  }

  /** Calls `listener` with each event of `type` until the returned function is called. */
  on<T extends LiveEventType>(type: T, listener: Listener<T>): () => void {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set);
    set.add(listener as Listener<LiveEventType>);
    return () => set.delete(listener as Listener<LiveEventType>);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private receive(type: LiveEventType, event: MessageEvent<string>): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId;
    let data: LiveEventData[LiveEventType];
    try {
      data = JSON.parse(event.data) as LiveEventData[LiveEventType];
    } catch {
      return;
    }
    for (const listener of this.listeners.get(type) ?? []) listener(data);
  }
}

/** The page's one connection. */
export const liveEvents = new LiveEventsConnection();
