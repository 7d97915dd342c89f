import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server that can be made to stop answering, as a process that has
 * been stopped (SIGSTOP) does: connections are still accepted, by the kernel, and nothing is
 * answered on them, nor on the ones already open.
 */
export interface StallingProxy {
  /** `http://127.0.0.1:port`, the relay's address. */
  readonly url: string;
  /** From now on nothing passes either way. */
  stall(): void;
  close(): Promise<void>;
}

/** Starts a relay to `target` (`http://host:port`) on a free port of 127.0.0.1. */
export async function startStallingProxy(target: string): Promise<StallingProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let stalled = false;
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = createServer((visitor) => {
    keep(visitor);
    if (stalled) return;
    const upstream = connect({ host: hostname, port: Number(port) });
    keep(upstream);
    visitor.pipe(upstream);
    upstream.pipe(visitor);
    visitor.once('close', () => upstream.destroy());
    upstream.once('close', () => visitor.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The relay has no port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stall() {
      stalled = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
