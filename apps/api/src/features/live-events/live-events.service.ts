import type { ServerResponse } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { LiveEventType } from '@vn/domain';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { secretDigest } from '../../platform/ids';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { ApiMetrics } from '../../platform/metrics';
import { PUB_SUB, type PubSub } from '../../platform/pubsub';
import {
  SESSIONS_ENDED_CHANNEL,
  type SessionsEndedMessage,
  type Viewer,
} from '../../platform/session';
import type { LiveEventRecord } from './live-event.schema';
import { isLiveEventId, LiveEventIds } from './live-event-ids';
import { LiveEventsRepository } from './live-events.repository';

export type { LiveEventType } from '@vn/domain';

/** One event for one user's open streams. */
export interface LiveEvent {
  type: LiveEventType;
  data: unknown;
}

/**
 * What goes over PUB_SUB: one kind of event, and for each addressed user its id and, when users get
 * data of their own, that data. Already JSON, so it is serialised once for every stream.
 */
interface LiveMessage {
  type: LiveEventType;
  /** The data all users get, or null when each has their own in `to`. */
  json: string | null;
  to: ([userId: string, id: string] | [userId: string, id: string, json: string])[];
}

/**
 * One open stream. Kept small (docs/architecture.md § Budgets: under 50 KB per idle subscriber,
 * most of which is the socket itself): the response, whose it is, and a buffer that lives only
 * while a replay runs.
 */
interface Stream {
  readonly response: ServerResponse;
  readonly userId: string;
  /** Digest of the session token it was opened with, so a logout closes it. */
  readonly session: string;
  /** While stored events are replayed: live frames that arrived meanwhile, by event id. */
  pending: Map<string, string> | null;
  /**
   * For a short while after a replay: the ids it sent. An event stored before the replay's query
   * can still be on its way through PUB_SUB after it (the insert's answer, or Redis, is slower than
   * the query), and must not be written a second time when it arrives.
   */
  replayed: { ids: Set<string>; until: number } | null;
}

const CHANNEL = 'vn:live';
/** How long events stay for a reconnect; a client away longer reloads its state anyway. */
const KEEP_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;
/** At most this many missed events are replayed (one query either way). */
const REPLAY_LIMIT = 500;
/** A client this far behind is dropped; it reconnects with Last-Event-ID and catches up. */
const MAX_UNSENT_BYTES = 256 * 1024;
/** How long a replay's ids are remembered against late live copies; PUB_SUB takes milliseconds. */
const REPLAY_OVERLAP_MS = 10_000;
/** What EventSource waits before reconnecting. */
const RETRY_MS = 3_000;

const frameOf = (id: string, type: LiveEventType, json: string) =>
  `id: ${id}\nevent: ${type}\ndata: ${json}\n\n`;

/**
 * Server-sent events for signed-in users (docs/product §4 Live events, ADR 0008). Features call
 * `publish` after the thing happened: the event is stored for each user (for `Last-Event-ID`), then
 * sent over PUB_SUB, and every instance writes it to the streams it holds for those users. One
 * subscription, one heartbeat timer and one sweep timer per instance, whatever the number of
 * streams.
 */
@Injectable()
export class LiveEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveEvents');
  private readonly ids = new LiveEventIds();
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly unsubscribers: (() => void)[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private streamCount = 0;

  constructor(
    @Inject(PUB_SUB) private readonly pubsub: PubSub,
    private readonly repository: LiveEventsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: ApiMetrics,
  ) {}

  onModuleInit(): void {
    this.metrics.countOpenStreams(() => this.openStreams);
    // A stop (`HttpDrain`) waits for every request to end; a stream would never end by itself.
    // Clients reconnect (to another instance) with Last-Event-ID and miss nothing.
    this.adapterHost.httpAdapter
      ?.getInstance<FastifyInstance>()
      .addHook('preClose', async () => this.closeStreams());
    this.unsubscribers.push(
      this.pubsub.subscribe(CHANNEL, (message) => this.deliver(message as LiveMessage)),
      this.pubsub.subscribe(SESSIONS_ENDED_CHANNEL, (message) =>
        this.sessionsEnded(message as SessionsEndedMessage),
      ),
    );
    this.heartbeat = setInterval(() => this.ping(), this.config.sseHeartbeatMs);
    this.heartbeat.unref();
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.sweeper);
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
    this.closeStreams();
  }

  /** Ends every stream this instance holds. */
  closeStreams(): void {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.response.end();
  }

  /** Streams open on this instance (for the load tool and tests). */
  get openStreams(): number {
    return this.streamCount;
  }

  /**
   * Sends the event to every open stream of each user, on every instance. Never rejects: the event
   * is news of something already done, which a lost event must not undo; the failure is logged.
   */
  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    const data = event.data ?? null;
    await this.send(
      event.type,
      [...new Set(userIds)].map((userId) => ({ userId, data })),
      JSON.stringify(data),
    );
  }

  /** Like `publish`, with data of its own for each user (one write and one message for all). */
  async publishEach(
    type: LiveEventType,
    events: readonly { userId: string; data: unknown }[],
  ): Promise<void> {
    await this.send(type, events, null);
  }

  private async send(
    type: LiveEventType,
    events: readonly { userId: string; data: unknown }[],
    sharedJson: string | null,
  ): Promise<void> {
    if (events.length === 0) return;
    const createdAt = new Date();
    const records: LiveEventRecord[] = events.map(({ userId, data }) => ({
      _id: this.ids.next(createdAt.getTime()),
      userId,
      type,
      data: data ?? null,
      createdAt,
    }));
    try {
      // Stored before it is sent, so a stream that reconnects after seeing it live finds it.
      await this.repository.insert(records);
      const message: LiveMessage = {
        type,
        json: sharedJson,
        to: records.map((record) =>
          sharedJson === null
            ? [record.userId, record._id, JSON.stringify(record.data)]
            : [record.userId, record._id],
        ),
      };
      await this.pubsub.publish(CHANNEL, message);
    } catch (error) {
      this.logger.warn(`${type} for ${events.length} user(s) not sent: ${String(error)}`);
    }
  }

  /**
   * Answers the request with the viewer's stream: first the stored events after `Last-Event-ID`
   * (header, or `lastEventId` in the query for polyfills), then live ones, none twice.
   */
  async open(options: {
    viewer: Viewer;
    request: FastifyRequest;
    reply: FastifyReply;
    lastEventId: string | undefined;
  }): Promise<void> {
    const { viewer, request, reply } = options;
    const header = request.headers['last-event-id'];
    const lastEventId = [header, options.lastEventId].find(isLiveEventId) ?? null;
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      // nginx and the like would otherwise hold the events back in their buffers.
      'X-Accel-Buffering': 'no',
    });
    response.write(`retry: ${RETRY_MS}\n\n`);
    const stream: Stream = {
      response,
      userId: viewer.user._id,
      session: secretDigest(viewer.sessionToken),
      pending: lastEventId ? new Map() : null,
      replayed: null,
    };
    this.add(stream);
    response.once('close', () => this.remove(stream));
    if (lastEventId) await this.replay(stream, lastEventId);
  }

  private async replay(stream: Stream, lastEventId: string): Promise<void> {
    let stored: LiveEventRecord[] = [];
    try {
      stored = await this.repository.after(stream.userId, lastEventId, REPLAY_LIMIT);
    } catch (error) {
      this.logger.warn(`replay for a stream failed: ${String(error)}`);
    }
    const pending = stream.pending ?? new Map<string, string>();
    stream.pending = null;
    if (stream.response.writableEnded) return;
    const replayed = new Set<string>();
    for (const event of stored) {
      replayed.add(event._id);
      this.write(stream, frameOf(event._id, event.type, JSON.stringify(event.data)));
    }
    // Live events published during the query: most are among the stored ones already.
    for (const id of [...pending.keys()].sort()) {
      if (!replayed.has(id)) this.write(stream, pending.get(id)!);
    }
    if (replayed.size > 0)
      stream.replayed = { ids: replayed, until: Date.now() + REPLAY_OVERLAP_MS };
  }

  private deliver(message: LiveMessage): void {
    for (const [userId, id, json] of message.to) {
      const streams = this.byUser.get(userId);
      if (!streams) continue;
      const frame = frameOf(id, message.type, json ?? message.json ?? 'null');
      for (const stream of streams) {
        if (stream.pending) stream.pending.set(id, frame);
        else if (!stream.replayed?.ids.has(id)) this.write(stream, frame);
      }
    }
  }

  private sessionsEnded(message: SessionsEndedMessage): void {
    const ends = (stream: Stream) =>
      'session' in message
        ? stream.session === message.session
        : stream.userId === message.userId && stream.session !== message.keep;
    const candidates =
      'session' in message ? [...this.byUser.values()] : [this.byUser.get(message.userId) ?? []];
    for (const streams of candidates) {
      for (const stream of streams) if (ends(stream)) stream.response.end();
    }
  }

  private ping(): void {
    const now = Date.now();
    for (const streams of this.byUser.values()) {
      for (const stream of streams) {
        // Forgotten here rather than by a timer per stream: the heartbeat visits every stream anyway.
        if (stream.replayed && stream.replayed.until < now) stream.replayed = null;
        this.write(stream, ': ping\n\n');
      }
    }
  }

  private write(stream: Stream, text: string): void {
    const { response } = stream;
    if (response.writableEnded || response.destroyed) return;
    if (response.writableLength > MAX_UNSENT_BYTES) {
      response.destroy();
      return;
    }
    response.write(text);
  }

  private add(stream: Stream): void {
    let streams = this.byUser.get(stream.userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(stream.userId, streams);
    }
    streams.add(stream);
    this.streamCount += 1;
  }

  private remove(stream: Stream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.streamCount -= 1;
    if (streams.size === 0) this.byUser.delete(stream.userId);
  }

  /** Every instance sweeps; a delete that finds nothing costs one cheap query a minute. */
  async sweep(now = Date.now()): Promise<number> {
    try {
      return await this.repository.sweep(new Date(now - KEEP_MS));
    } catch (error) {
      this.logger.warn(`Sweeping old live events failed: ${String(error)}`);
      return 0;
    }
  }
}
