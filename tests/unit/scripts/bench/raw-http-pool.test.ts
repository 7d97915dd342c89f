import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEnd, getRequest, RawHttpPool, SOCKET_ERROR } from '../../../../scripts/bench/surge/raw-http-pool.ts';

const text = (s: string) => Buffer.from(s, 'latin1');

describe('answerEnd', () => {
  it('finds the end of an answer with a Content-Length, only once its body is in', () => {
    const answer = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}';
    expect(answerEnd(text(answer))).toEqual({ status: 200, length: answer.length });
    expect(answerEnd(text(answer.slice(0, -1)))).toBeUndefined();
    expect(answerEnd(text(answer.slice(0, 30)))).toBeUndefined();
  });

  it('reads answers without a body and chunked ones', () => {
    const notModified = 'HTTP/1.1 304 Not Modified\r\nETag: "x"\r\n\r\n';
    expect(answerEnd(text(notModified))).toEqual({ status: 304, length: notModified.length });
    const chunked = 'HTTP/1.1 404 Not Found\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n';
    expect(answerEnd(text(chunked))).toEqual({ status: 404, length: chunked.length });
    expect(answerEnd(text(chunked.slice(0, -2)))).toBeUndefined();
  });
});

describe('RawHttpPool', () => {
  let server: Server;
  let port: number;
  let seen: (string | undefined)[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers.authorization);
      if (request.url === '/reset') {
        request.socket.destroy();
        return;
      }
      // Answer late, so that requests queue for the two connections.
      setImmediate(() => response.writeHead(request.url === '/missing' ? 404 : 200).end('{"a":1}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers each request’s status over a few kept-alive connections, queueing the rest', async () => {
    seen = [];
    const pool = new RawHttpPool(port, 2);
    try {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => pool.request(getRequest(port, i === 3 ? '/missing' : '/ok', `t${i}`))),
      );
      expect(statuses.map((exchange) => exchange.status)).toEqual([200, 200, 200, 404, 200, 200, 200, 200, 200, 200]);
      expect(seen.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Bearer t${i}`).sort());
    } finally {
      pool.close();
    }
  });

  it('answers SOCKET_ERROR when the connection breaks, and carries on with a new one', async () => {
    const pool = new RawHttpPool(port, 1);
    try {
      expect((await pool.request(getRequest(port, '/reset', 't'))).status).toBe(SOCKET_ERROR);
      expect((await pool.request(getRequest(port, '/ok', 't'))).status).toBe(200);
    } finally {
      pool.close();
    }
  });
});
