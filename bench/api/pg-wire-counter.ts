import net, { type AddressInfo } from 'node:net';

/**
 * A TCP relay between the servers and PostgreSQL that reads the wire protocol as it passes,
 * to tell how many round trips an order costs and which statements they are. A round trip is
 * one exchange the client waits for: the server's ReadyForQuery ('Z') ends each. The statement
 * of an exchange is the text of the simple query ('Q'), or of the prepared statement its Bind
 * ('B') names (from the Parse ('P') that prepared it on that connection).
 */
export interface WireCounter {
  /** host:port to connect to instead of PostgreSQL's. */
  port: number;
  /** Exchanges since the last reset, by statement text (first 160 characters). */
  snapshot(): { roundTrips: number; byStatement: Map<string, number> };
  reset(): void;
  close(): Promise<void>;
}

/** Calls `onMessage(type, body)` for each typed message of a stream; `untypedFirst`: the startup message has no type byte. */
function messageReader(untypedFirst: boolean, onMessage: (type: number, body: Buffer) => void) {
  let buf: Buffer = Buffer.alloc(0);
  let started = !untypedFirst;
  return (chunk: Buffer) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      if (!started) {
        if (buf.length < 4) return;
        const len = buf.readInt32BE(0);
        if (buf.length < len) return;
        buf = buf.subarray(len);
        started = true;
        continue;
      }
      if (buf.length < 5) return;
      const len = buf.readInt32BE(1);
      if (buf.length < 1 + len) return;
      onMessage(buf[0]!, buf.subarray(5, 1 + len));
      buf = buf.subarray(1 + len);
    }
  };
}

const cstring = (b: Buffer, at: number) => {
  const end = b.indexOf(0, at);
  return { text: b.toString('utf8', at, end), next: end + 1 };
};

export async function startWireCounter(target: { host: string; port: number }): Promise<WireCounter> {
  let roundTrips = 0;
  let byStatement = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const prepared = new Map<string, string>();
    // Statements sent since the last ReadyForQuery: the exchange it ends is named by the first.
    let pending: string[] = [];
    const readClient = messageReader(true, (type, body) => {
      if (type === 0x51 /* Q */) pending.push(cstring(body, 0).text);
      else if (type === 0x50 /* P */) {
        const name = cstring(body, 0);
        const text = cstring(body, name.next).text;
        if (name.text) prepared.set(name.text, text);
        else pending.push(text);
      } else if (type === 0x42 /* B */) {
        const portal = cstring(body, 0);
        const name = cstring(body, portal.next).text;
        if (name) pending.push(prepared.get(name) ?? `(statement ${name})`);
      }
    });
    const readServer = messageReader(false, (type) => {
      if (type !== 0x5a /* Z */) return;
      roundTrips++;
      const key = (pending[0] ?? '(connection setup)').replace(/\s+/g, ' ').slice(0, 160);
      byStatement.set(key, (byStatement.get(key) ?? 0) + 1);
      pending = [];
    });
    client.on('data', (c: Buffer) => {
      readClient(c);
      upstream.write(c);
    });
    upstream.on('data', (c: Buffer) => {
      readServer(c);
      client.write(c);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    snapshot: () => ({ roundTrips, byStatement: new Map(byStatement) }),
    reset() {
      roundTrips = 0;
      byStatement = new Map();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A wire counter in front of `databaseUrl`'s server, and the URL that goes through it. */
export async function countedDatabaseUrl(databaseUrl: string): Promise<{ counter: WireCounter; url: string }> {
  const u = new URL(databaseUrl);
  const counter = await startWireCounter({ host: u.hostname, port: Number(u.port) });
  u.port = String(counter.port);
  return { counter, url: u.toString() };
}
