import type { EventEmitter } from 'node:events';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { cacheFigures } from '../cache';

/** Seconds: a catalogue answer takes about a millisecond, a slow database read a second or more. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * What `/metrics` tells (Prometheus' text format, from prom-client): the process (memory, event-loop
 * lag, collections, handles: prom-client's defaults), requests by route and status with their
 * times, open event streams, the in-memory caches' sizes and hits, and the database connections
 * and failures. One per app, in its own registry: tests run several apps in one process.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private readonly databaseFailures: Counter<'kind'>;
  private openStreams: () => number = () => 0;
  private connections = { open: 0, inUse: 0 };

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'vn_http_requests_total',
      help: 'Requests answered, by method, route (as declared, not the address) and status',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.durations = new Histogram({
      name: 'vn_http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.databaseFailures = new Counter({
      name: 'vn_database_failures_total',
      help: 'Requests answered 503 because the database was away, and connections that failed',
      labelNames: ['kind'],
      registers: [this.registry],
    });
    const readOpenStreams = () => this.openStreams();
    new Gauge({
      name: 'vn_event_streams_open',
      help: 'Event streams (GET /api/events) open on this instance',
      registers: [this.registry],
      collect() {
        this.set(readOpenStreams());
      },
    });
    const readConnections = () => this.connections;
    new Gauge({
      name: 'vn_database_connections',
      help: 'Connections to the database: open, and in use by a command',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const { open, inUse } = readConnections();
        this.set({ state: 'open' }, open);
        this.set({ state: 'in_use' }, inUse);
      },
    });
    new Gauge({
      name: 'vn_cache_entries',
      help: 'Values kept in an in-memory cache (apps/api/README.md, In-memory caches)',
      labelNames: ['cache'],
      registers: [this.registry],
      collect() {
        for (const { name, entries } of cacheFigures()) this.set({ cache: name }, entries);
      },
    });
    new Counter({
      name: 'vn_cache_lookups_total',
      help: 'Lookups in an in-memory cache, found (hit) or not (miss)',
      labelNames: ['cache', 'result'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { name, hits, misses } of cacheFigures()) {
          this.inc({ cache: name, result: 'hit' }, hits);
          this.inc({ cache: name, result: 'miss' }, misses);
        }
      },
    });
  }

  /** One answered request; `route` as declared (`/api/novels/:id`), so the labels stay few. */
  answered(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** A request answered 503 because the database was away. */
  databaseUnavailable(): void {
    this.databaseFailures.inc({ kind: 'unavailable' });
  }

  /** Where the count of open event streams comes from (the live events feature). */
  countOpenStreams(count: () => number): void {
    this.openStreams = count;
  }

  /** Follows the driver's connection pool: connections open and checked out, and those that failed. */
  watchDatabase(client: EventEmitter): void {
    client.on('connectionCreated', () => (this.connections.open += 1));
    client.on('connectionClosed', () => (this.connections.open -= 1));
    client.on('connectionCheckedOut', () => (this.connections.inUse += 1));
    client.on('connectionCheckedIn', () => (this.connections.inUse -= 1));
    client.on('connectionCheckOutFailed', () => this.databaseFailures.inc({ kind: 'checkout' }));
    client.on('serverHeartbeatFailed', () => this.databaseFailures.inc({ kind: 'heartbeat' }));
  }
}
