import net from 'node:net';

/**
 * A TCP proxy in front of the server that can be switched into a black hole: connections are still accepted (new
 * and kept-alive ones) but nothing passes in either direction, so the browser's requests hang instead of being
 * refused, as with a blocked domain whose packets are dropped.
 */
export async function startBlackHoleProxy(targetPort: number) {
  let blackHoled = false;
  let firstSwallowedAt: number | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (blackHoled) firstSwallowedAt ??= Date.now();
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!blackHoled) client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('close', close);
      socket.on('error', close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port');
  return {
    port: address.port,
    blackHole() {
      blackHoled = true;
    },
    /** Lets traffic through again; the connections that hung are dropped. */
    restore() {
      blackHoled = false;
      firstSwallowedAt = null;
      for (const socket of sockets) socket.destroy();
    },
    /** When the first byte of a request was swallowed (ms since the epoch), or null. */
    firstSwallowedAt: () => firstSwallowedAt,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
