import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './test-database.js';

/**
 * A TCP proxy between the app and PostgreSQL, to break the database deterministically (OPS-7):
 * `freeze()` stops passing bytes either way (a hung server or network), `cut()` drops every
 * connection and refuses new ones (a stopped server), `restore()` undoes either.
 */
export interface TcpProxy {
  /** The upstream URL with host and port replaced by the proxy's. */
  url: string;
  freeze(): void;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(upstreamUrl: string): Promise<TcpProxy> {
  const upstream = new URL(upstreamUrl);
  const port = await freePort();
  const pairs = new Set<[Socket, Socket]>();
  let frozen = false;
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const target = connect(Number(upstream.port || 5432), upstream.hostname);
        const pair: [Socket, Socket] = [client, target];
        pairs.add(pair);
        client.pipe(target);
        target.pipe(client);
        // After pipe(), which would resume them: a connection opened while frozen hangs too.
        if (frozen) pair.forEach((s) => s.pause());
        const drop = () => {
          pairs.delete(pair);
          client.destroy();
          target.destroy();
        };
        client.on('error', drop).on('close', drop);
        target.on('error', drop).on('close', drop);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();

  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const stopListening = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const pair of pairs) pair.forEach((s) => s.pause());
    },
    async cut() {
      const closed = stopListening();
      server = undefined;
      for (const pair of pairs) pair.forEach((s) => s.destroy());
      pairs.clear();
      await closed;
    },
    async restore() {
      frozen = false;
      for (const pair of pairs) pair.forEach((s) => s.resume());
      if (!server) await listen();
    },
    async close() {
      for (const pair of pairs) pair.forEach((s) => s.destroy());
      await stopListening();
    },
  };
}
