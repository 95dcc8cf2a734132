import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a database, for outage tests: `cut()` drops every connection and refuses new ones (a
 * crash or a stopped server), `freeze()` stops forwarding bytes while connections stay open (a SIGSTOPped or
 * unreachable server), `restore()` brings it back on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  held: { to: Socket; chunk: Buffer }[];
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;
  let server: Server;

  const forward = (pair: Pair, from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (frozen) pair.held.push({ to, chunk });
      else to.write(chunk);
    });
    from.on('close', () => {
      to.destroy();
      pairs.delete(pair);
    });
    from.on('error', () => to.destroy());
  };

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = createConnection(target);
        const pair: Pair = { client, upstream, held: [] };
        pairs.add(pair);
        forward(pair, client, upstream);
        forward(pair, upstream, client);
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });

  const boundPort = await listen(port);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const cut = async () => {
    const closing = stopListening();
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    pairs.clear();
    frozen = false;
    await closing;
  };

  return {
    port: boundPort,
    cut,
    freeze() {
      frozen = true;
    },
    async restore() {
      if (frozen) {
        frozen = false;
        for (const pair of pairs) {
          for (const { to, chunk } of pair.held.splice(0)) to.write(chunk);
        }
      }
      if (!server.listening) await listen(boundPort);
    },
    close: cut,
  };
}
