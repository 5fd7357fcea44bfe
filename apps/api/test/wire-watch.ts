import { createServer, type Socket } from 'node:net';
import { connectThrough } from './tcp-proxy';

/** A database command as the client sent it: its name and the collection it names. */
export interface WireCommand {
  name: string;
  collection: string | null;
  /** Whether the command's bytes hold this text (a record's id in its filter, say). */
  mentions(text: string): boolean;
}

type Watcher = (command: WireCommand) => 'pass' | 'hold' | 'cut';

export interface WireWatch {
  port: number;
  /**
   * Called with each command a client sends, before it goes on. 'hold' keeps it (and everything
   * after it on that connection) from the database: the write never happens, and the client waits.
   * 'cut' drops the connection instead, as a database that went away: the client's write fails.
   */
  onCommand(watcher: Watcher | null): void;
  close(): Promise<void>;
}

/** MongoDB's OP_MSG opcode: every command of a current driver travels as one. */
const OP_MSG = 2013;

/**
 * A loopback proxy to the database that reads the MongoDB wire protocol the API speaks, so a test
 * can act at an exact point between two writes: see `findAndModify` on `novels` go by, and kill the
 * API before it reaches the database. Only the client's side is read; answers pass as they are.
 */
export async function startWireWatch(target: { host: string; port: number }): Promise<WireWatch> {
  const sockets = new Set<Socket>();
  let watcher: Watcher | null = null;
  const server = createServer((client) => {
    const { upstream, drop } = connectThrough(client, target, sockets);
    let pending = Buffer.alloc(0);
    let held = false;
    upstream.pipe(client);
    client.on('data', (chunk: Buffer) => {
      if (held) return;
      pending = Buffer.concat([pending, chunk]);
      // Whole messages only: each starts with its length.
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        const command = commandOf(message);
        const verdict = command && watcher ? watcher(command) : 'pass';
        if (verdict === 'cut') return drop();
        if (verdict === 'hold') {
          held = true;
          return;
        }
        upstream.write(message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the wire watch has no port');
  return {
    port: address.port,
    onCommand: (next) => {
      watcher = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The command of an OP_MSG: the first element of its body document (section kind 0), whose name is
 * the command's and whose string value, if it has one, the collection's.
 */
function commandOf(message: Buffer): WireCommand | null {
  if (message.length < 21 || message.readInt32LE(12) !== OP_MSG) return null;
  // Header (16 bytes), flag bits (4); the body section is kind 0.
  let offset = 20;
  if (message[offset] !== 0) return null;
  offset += 1 + 4; // the kind byte, then the document's length
  const type = message[offset];
  const nameEnd = message.indexOf(0, offset + 1);
  if (type === undefined || nameEnd < 0) return null;
  const name = message.toString('utf8', offset + 1, nameEnd);
  const mentions = (text: string) => message.includes(text);
  if (type !== 0x02) return { name, collection: null, mentions };
  const valueLength = message.readInt32LE(nameEnd + 1);
  const collection = message.toString('utf8', nameEnd + 5, nameEnd + 5 + valueLength - 1);
  return { name, collection, mentions };
}
