/**
 * Messages between the API's instances (docs/architecture.md § Several instances): cache
 * invalidation now, live events later. In one process by default; through Redis when `REDIS_URL` is
 * set, so every instance behind a load balancer hears what another one changed.
 */
export interface PubSub {
  /** Sends `message` (JSON-serializable) to every subscriber of `channel`, on every instance. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` with each message on `channel`; answers a function that stops it. */
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

/** Injection token of the app's `PubSub`. */
export const PUB_SUB = Symbol('PubSub');
