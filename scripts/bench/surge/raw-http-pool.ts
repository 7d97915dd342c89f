import { connect, type Socket } from 'node:net';

/** No answer within this long counts as an error. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Status 0: the request failed on the socket (refused, reset, closed, timed out) or its answer was unreadable. */
export const SOCKET_ERROR = 0;

/** How a request went: its status (or SOCKET_ERROR), and when it left (performance.now()). */
export interface Exchange {
  status: number;
  sentAt: number;
}

/** A request waiting for a connection or for its answer. */
interface Pending {
  bytes: Buffer;
  sentAt: number;
  resolve(exchange: Exchange): void;
}

/**
 * Where one answer ends in `data`: its status and total length, or undefined while incomplete.
 * Reads what the API sends: a Content-Length, none for 204/304, or a chunked body.
 */
export function answerEnd(data: Buffer): { status: number; length: number } | undefined {
  const headerEnd = data.indexOf('\r\n\r\n');
  if (headerEnd < 0) return undefined;
  const head = data.toString('latin1', 0, headerEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + 4;
  const declared = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  if (declared !== undefined) {
    const length = bodyStart + Number(declared);
    return data.length >= length ? { status, length } : undefined;
  }
  if (/\r\ntransfer-encoding: *chunked/.test(head)) {
    const last = data.indexOf('\r\n0\r\n\r\n', bodyStart - 2);
    return last < 0 ? undefined : { status, length: last + 7 };
  }
  return { status, length: bodyStart };
}

/** One keep-alive connection, one request at a time, as a browser's would be. */
class Connection {
  readonly #port: number;
  readonly #onIdle: (connection: Connection) => void;
  #socket: Socket | undefined;
  #pending: Pending | undefined;
  #received: Buffer = Buffer.alloc(0);
  #timer: NodeJS.Timeout | undefined;

  constructor(port: number, onIdle: (connection: Connection) => void) {
    this.#port = port;
    this.#onIdle = onIdle;
  }

  send(pending: Pending): void {
    this.#pending = pending;
    pending.sentAt = performance.now();
    this.#received = Buffer.alloc(0);
    this.#timer = setTimeout(() => this.#fail(), REQUEST_TIMEOUT_MS);
    (this.#socket ??= this.#open()).write(pending.bytes);
  }

  close(): void {
    this.#socket?.destroy();
  }

  #open(): Socket {
    const socket = connect({ host: '127.0.0.1', port: this.#port, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
    // Only the current socket's end fails a request: an old one closing must not fail the next.
    socket.on('error', () => this.#socket === socket && this.#fail());
    socket.on('close', () => this.#socket === socket && this.#fail());
    return socket;
  }

  #read(chunk: Buffer): void {
    this.#received = this.#received.length ? Buffer.concat([this.#received, chunk]) : chunk;
    const end = answerEnd(this.#received);
    if (end) this.#finish(end.status);
  }

  /** The socket broke (or the answer is late): drop it, so the next request opens another. */
  #fail(): void {
    this.#socket?.destroy();
    this.#socket = undefined;
    this.#finish(SOCKET_ERROR);
  }

  #finish(status: number): void {
    const pending = this.#pending;
    if (!pending) return;
    clearTimeout(this.#timer);
    this.#pending = undefined;
    pending.resolve({ status, sentAt: pending.sentAt });
    this.#onIdle(this);
  }
}

/**
 * Keep-alive connections to one instance on loopback, and a queue for requests that find them
 * all busy. A small raw client rather than node:http's: the load generator shares the machine's
 * two cores with the instances and PostgreSQL, and node:http cost it about as much CPU per
 * request as an instance spends answering it.
 */
export class RawHttpPool {
  readonly #idle: Connection[] = [];
  // A queue read from #head on: shifting a long array would move every element each time.
  #waiting: Pending[] = [];
  #head = 0;
  readonly #all: Connection[] = [];

  constructor(port: number, connections: number) {
    for (let i = 0; i < connections; i++) {
      const connection = new Connection(port, (c) => this.#next(c));
      this.#all.push(connection);
      this.#idle.push(connection);
    }
  }

  /** Sends a whole request (its bytes as written) once a connection is free, and answers how it went. */
  request(bytes: Buffer): Promise<Exchange> {
    return new Promise((resolve) => {
      const pending = { bytes, sentAt: 0, resolve };
      const connection = this.#idle.pop();
      if (connection) connection.send(pending);
      else this.#waiting.push(pending);
    });
  }

  close(): void {
    for (const connection of this.#all) connection.close();
  }

  #next(connection: Connection): void {
    const pending = this.#waiting[this.#head];
    if (!pending) {
      this.#idle.push(connection);
      return;
    }
    this.#head++;
    if (this.#head === this.#waiting.length) {
      this.#waiting = [];
      this.#head = 0;
    }
    connection.send(pending);
  }
}

/** The bytes of a GET with a bearer token, as a browser's player would send it. */
export function getRequest(port: number, path: string, token: string): Buffer {
  return Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
      'Accept: application/json\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: keep-alive\r\n\r\n',
    'latin1',
  );
}
