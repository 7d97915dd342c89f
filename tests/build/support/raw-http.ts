import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * HTTP requests that a browser or `fetch` would not send: a path exactly as written (no URL
 * normalisation, as `curl --path-as-is`), and a visitor that asks for a file and never reads it.
 */

/** What a server answered. */
export interface RawAnswer {
  readonly status: number;
  readonly body: string;
}

/** A GET of `path` sent byte for byte as written. */
export function getAsIs(origin: string, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const sent = request({ host: url.hostname, port: url.port, path, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A visitor that has asked for a file and reads no more of the answer than its first bytes. */
export interface StalledReader {
  /** The answer's status line, once it has arrived. */
  readonly statusLine: Promise<string>;
  /** Starts reading again; settles with how many bytes came in all once the connection has ended. */
  readToEnd(): Promise<number>;
  destroy(): void;
}

/** Opens a connection, asks for `path`, and stops reading as soon as the status line has come. */
export function stalledReader(origin: string, path: string): StalledReader {
  const url = new URL(origin);
  const socket: Socket = connect({ host: url.hostname, port: Number(url.port) });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
  let received = 0;
  const ended = new Promise<number>((resolve) => socket.once('close', () => resolve(received)));
  const statusLine = new Promise<string>((resolve, reject) => {
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
    });
    socket.once('close', () => reject(new Error(`closed before an answer to ${path}`)));
  });
  socket.on('data', (chunk: Buffer) => (received += chunk.length));
  // A reader that is cut off is expected: a reset connection is one way to be cut off.
  socket.on('error', () => undefined);
  statusLine.catch(() => undefined);
  return {
    statusLine,
    readToEnd() {
      socket.resume();
      return ended;
    },
    destroy: () => socket.destroy(),
  };
}
