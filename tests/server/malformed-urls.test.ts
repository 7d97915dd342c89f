import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { createMediaFixture } from './support/stream-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The encodings no decoder accepts: a cut-off UTF-8 sequence, a non-hex escape, a lone '%'. */
const MALFORMED = ['%E0%A4%A', '%zz', '%'];

/** Sends a request with its target exactly as written (fetch would re-encode a lone '%'). */
function rawRequest(
  origin: string,
  method: string,
  target: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const body = method === 'POST' ? '{"email": "a@example.com", "password": "x"}' : undefined;
    const headers = body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {};
    const req = httpRequest({ host: hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('malformed URL encodings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root },
      prepare: (db) => importCatalog(db, smallCatalog),
    });
  });
  afterAll(() => server.close());

  const routes: [method: string, target: (bad: string) => string][] = [
    ['GET', (bad) => `/api/2/compositions/${bad}/`],
    ['GET', (bad) => `/api/2/compositions/symphony-no-3-eroica${bad}`],
    ['POST', (bad) => `/api/token/${bad}`],
    ['POST', (bad) => `/rest-auth/registration/${bad}/`],
    ['GET', (bad) => `/media/images/people/portrait-01${bad}.jpg`],
    ['GET', (bad) => `/media/s/4102444800/signature/audio/a01/${bad}`],
  ];

  it('answer 400 {"detail"} on catalogue, auth and media routes, as any other refusal', async () => {
    for (const [method, target] of routes) {
      for (const bad of MALFORMED) {
        const path = target(bad);
        const answer = await rawRequest(server.url, method, path);
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.headers['content-type'], path).toBe('application/json; charset=utf-8');
        expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
        expect(JSON.parse(answer.body), path).toEqual({ detail: 'Malformed URL.' });
      }
    }
  });

  it('leaves well-formed escapes to the routes', async () => {
    const eroica = await rawRequest(server.url, 'GET', '/api/2/compositions/symphony%2Dno%2D3%2Deroica/');
    expect(eroica.status).toBe(200);
    const missing = await rawRequest(server.url, 'GET', '/api/2/compositions/%C3%A9t%C3%A9/');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ detail: 'Not found.' });
  });
});
