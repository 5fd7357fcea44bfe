import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import type { HttpClient } from '../http-client';

/** One server-sent event as a browser's EventSource would see it. */
export interface ReceivedEvent {
  id: string;
  event: string;
  data: unknown;
}

/**
 * A reader of `GET /api/events/subscribe` over real HTTP, with a client's cookies and address:
 * collects events and `: ping` comments, and tells when the server ends the stream.
 */
export class EventStream {
  readonly events: ReceivedEvent[] = [];
  pings = 0;
  ended = false;
  private readonly waiters = new Set<() => void>();

  private constructor(
    readonly status: number,
    readonly headers: IncomingMessage['headers'],
    readonly body: string,
    private readonly request: ClientRequest,
    response: IncomingMessage,
  ) {
    if (status !== 200) return;
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.take(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
      this.wake();
    });
    const finish = () => {
      this.ended = true;
      this.wake();
    };
    response.once('end', finish);
    response.once('close', finish);
  }

  static open(
    client: HttpClient,
    options: { lastEventId?: string; query?: string } = {},
  ): Promise<EventStream> {
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'x-forwarded-for': client.clientAddress,
    };
    if (client.cookies.size > 0) {
      headers['cookie'] = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    const url = `${client.baseUrl}/api/events/subscribe${options.query ?? ''}`;
    return new Promise((resolve, reject) => {
      const outgoing = request(url, { headers }, (response) => {
        const status = response.statusCode ?? 0;
        if (status === 200) {
          resolve(new EventStream(status, response.headers, '', outgoing, response));
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve(new EventStream(status, response.headers, body, outgoing, response)),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  /** Waits until `check` holds (re-checked on every chunk), or fails after `timeoutMs`. */
  async until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    if (check()) return;
    await new Promise<void>((resolve, reject) => {
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events)}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Waits for an event matching `match` and answers it. */
  async next(match: (event: ReceivedEvent) => boolean, timeoutMs = 5_000): Promise<ReceivedEvent> {
    await this.until(() => this.events.some(match), 'an event', timeoutMs);
    return this.events.find(match)!;
  }

  close(): void {
    this.request.destroy();
  }

  private take(block: string): void {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        if (line.trim() === ': ping') this.pings += 1;
        continue;
      }
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
    }
    if (fields['data'] === undefined) return;
    this.events.push({
      id: fields['id'] ?? '',
      event: fields['event'] ?? 'message',
      data: JSON.parse(fields['data']) as unknown,
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
