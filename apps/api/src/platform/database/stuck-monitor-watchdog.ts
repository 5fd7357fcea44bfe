import { Logger } from '@nestjs/common';
import type { EventEmitter } from 'node:events';

/** How long a heartbeat may take before it is taken for stuck (an answer takes milliseconds). */
const HEARTBEAT_LIMIT_MS = 5_000;

/** The driver's server monitor, reached through its internals (no public API reaches it). */
interface MonitorInternals {
  close(): void;
  connect(): void;
}
interface TopologyInternals {
  s?: { servers?: Map<string, { monitor?: MonitorInternals | null }> };
}

/**
 * Works round a hang of the MongoDB driver (7.8) seen when FerretDB restarts under load: the server
 * monitor sends its heartbeat on a connection the old server is closing, the connection closes, and
 * the heartbeat's promise never settles, so no timeout fires and the monitor never checks again;
 * with the server left "unknown", every query fails its server selection, for good (ADR 0009). A
 * heartbeat that runs longer than any answer takes restarts the monitor, which then connects afresh.
 */
/** `client`: mongoose's `connection.getClient()` (an EventEmitter of the driver's SDAM events). */
export function watchForStuckHeartbeats(client: EventEmitter): () => void {
  const logger = new Logger('Database');
  let startedAt: number | null = null;
  client.on('serverHeartbeatStarted', () => (startedAt = Date.now()));
  client.on('serverHeartbeatSucceeded', () => (startedAt = null));
  client.on('serverHeartbeatFailed', () => (startedAt = null));
  const timer = setInterval(() => {
    if (startedAt === null || Date.now() - startedAt < HEARTBEAT_LIMIT_MS) return;
    startedAt = null;
    const topology = (client as unknown as { topology?: TopologyInternals }).topology;
    for (const server of topology?.s?.servers?.values() ?? []) {
      const monitor = server.monitor;
      if (!monitor) continue;
      logger.warn('database heartbeat stuck: its monitor is restarted');
      // What the driver's own `Monitor.reset()` does, which it skips for servers without a
      // topology version (FerretDB): drop the check in progress and its connection, start anew.
      monitor.close();
      monitor.connect();
    }
  }, 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
