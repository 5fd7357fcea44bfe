import { createConnection, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones: the database "goes away". */
  cut(): Promise<void>;
  /** Accepts connections again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * Connects a client that reached a proxy to the target, both sockets kept in `sockets` until either
 * ends; `drop` ends both. The caller pipes what goes each way.
 */
export function connectThrough(
  client: Socket,
  target: { host: string; port: number },
  sockets: Set<Socket>,
): { upstream: Socket; drop: () => void } {
  const upstream = createConnection(target);
  sockets.add(client).add(upstream);
  const drop = () => {
    client.destroy();
    upstream.destroy();
    sockets.delete(client);
    sockets.delete(upstream);
  };
  client.on('error', drop).on('close', drop);
  upstream.on('error', drop).on('close', drop);
  return { upstream, drop };
}

/** A loopback TCP proxy to the database that a test can cut to simulate an outage. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let refusing = false;
  const server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const { upstream } = connectThrough(client, target, sockets);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('proxy has no port');
  return {
    port: address.port,
    cut: async () => {
      refusing = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore: () => {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
