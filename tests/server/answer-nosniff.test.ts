import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { post } from './support/account-requests.ts';
import { request } from './support/catalog-http.ts';
import { createMediaFixture } from './support/stream-fixtures.ts';
import { fetchAnswer } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Writes raw bytes to the server and answers the status line and headers it writes back. */
function rawExchange(origin: string, bytes: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase(), body });
    });
  });
}

describe('X-Content-Type-Options: nosniff on every JSON answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root },
      prepare: (db) => importCatalog(db, smallCatalog),
    });
  });
  afterAll(() => server.close());

  it('on answers and refusals of every kind, route by route', async () => {
    const get = (path: string, headers: Record<string, string> = {}) => request(server, path, { headers });
    const etag = (await get('/api/2/combined/')).headers.get('etag')!;
    const cases: [name: string, status: number, ask: () => Promise<{ status: number; headers: Headers }>][] = [
      ['health', 200, () => get('/health')],
      ['a catalogue list', 200, () => get('/api/2/combined/', { 'accept-encoding': 'br' })],
      ['a catalogue detail', 200, () => get('/api/2/programs/spring-festival-2024/')],
      ['a catalogue 304', 304, () => get('/api/2/combined/', { 'if-none-match': etag })],
      ['an unknown identifier', 404, () => get('/api/2/compositions/no-such-work/')],
      ['an unknown path', 404, () => get('/no/such/path')],
      ['an unknown stream', 404, () => get('/api/2/stream/recording/99999999-0000-4000-8000-000000000009/')],
      [
        'malformed JSON',
        400,
        () => post(server, '/api/token/', '{"email": ', { headers: { 'content-type': 'application/json' } }),
      ],
      [
        'an unsupported body type',
        415,
        () => post(server, '/api/token/', 'x', { headers: { 'content-type': 'text/csv' } }),
      ],
      ['an oversized body', 413, () => post(server, '/api/token/', { email: 'x'.repeat(70_000) })],
      ['unsigned media', 403, () => fetchAnswer(`${server.url}/media/audio/a01/broadband.m4a`)],
      ['missing media', 404, () => fetchAnswer(`${server.url}/media/images/people/nobody.jpg`)],
      [
        'an unsatisfiable range',
        416,
        () => fetchAnswer(`${server.url}/media/images/people/portrait-01.jpg`, { headers: { range: 'bytes=900-' } }),
      ],
    ];
    for (const [name, status, ask] of cases) {
      const answer = await ask();
      expect(answer.status, name).toBe(status);
      expect(answer.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
  });

  it('on requests the HTTP parser refuses, in the API’s shape', async () => {
    const garbled = await rawExchange(server.url, 'NOT HTTP AT ALL\r\n\r\n');
    const oversized = await rawExchange(
      server.url,
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    for (const [answer, status] of [
      [garbled, 400],
      [oversized, 431],
    ] as const) {
      expect(answer.status).toBe(status);
      expect(answer.head).toContain('x-content-type-options: nosniff');
      expect(answer.head).toContain('content-type: application/json; charset=utf-8');
      expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) as unknown });
    }
  });
});
