import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { request } from './support/catalog-http.ts';
import { createMediaFixture } from './support/stream-fixtures.ts';
import { fetchAnswer } from './support/stream-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Every catalogue route: the ones that set `Vary: Accept-Encoding` for their compressed answers. */
const PATHS = [
  '/api/2/combined/',
  '/api/2/live_streams/',
  '/api/2/media_features/',
  '/api/2/curated_collections/',
  '/api/2/home_content/',
  '/api/2/compositions/symphony-no-3-eroica/',
  '/api/2/programs/spring-festival-2024/',
];

/** The lower-cased field names of a Vary header. */
const varyOf = (headers: Headers) =>
  (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

describe('Vary on catalogue answers shared caches may keep', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { MEDIA_ROOT: createMediaFixture().root },
      prepare: (db) => importCatalog(db, smallCatalog),
    });
  });
  afterAll(() => server.close());

  // A public answer that reflects the visitor's Origin must say so, or a shared cache hands the
  // answer made for one site (with its Access-Control-Allow-Origin) to another.
  it('names Origin and Accept-Encoding on every 200, for a site origin and without one', async () => {
    for (const path of PATHS) {
      for (const headers of [
        { origin: 'http://site.test', 'accept-encoding': 'br, gzip' },
        { origin: 'http://site.test', 'accept-encoding': 'identity' },
        { 'accept-encoding': 'gzip' },
      ]) {
        const answer = await request(server, path, { headers });
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('cache-control'), path).toMatch(/^public/);
        expect(varyOf(answer.headers), `${path} ${JSON.stringify(headers)}`).toEqual(
          expect.arrayContaining(['origin', 'accept-encoding']),
        );
        expect(answer.headers.get('access-control-allow-origin'), path).toBe(headers.origin ?? null);
      }
    }
  });

  it('names both on every 304 and on HEAD', async () => {
    const site = { origin: 'http://site.test', 'accept-encoding': 'br' };
    for (const path of PATHS) {
      const etag = (await request(server, path, { headers: site })).headers.get('etag')!;
      const current = await request(server, path, { headers: { ...site, 'if-none-match': etag } });
      expect(current.status, path).toBe(304);
      expect(current.headers.get('access-control-allow-origin'), path).toBe('http://site.test');
      expect(varyOf(current.headers), path).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      const head = await request(server, path, { method: 'HEAD', headers: site });
      expect(varyOf(head.headers), path).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    }
  });

  it('names each field once', async () => {
    const answer = await request(server, '/api/2/combined/', { headers: { origin: 'http://site.test' } });
    const names = varyOf(answer.headers);
    expect(names).toHaveLength(new Set(names).size);
  });

  it('leaves the CORS plugin’s Vary: Origin on public media, the other route caches may keep', async () => {
    const url = `${server.url}/media/images/people/portrait-01.jpg`;
    const site = { origin: 'http://site.test' };
    const image = await fetchAnswer(url, { headers: site });
    expect(image.headers.get('cache-control')).toMatch(/^public/);
    expect(varyOf(image.headers)).toContain('origin');
    const etag = image.headers.get('etag')!;
    const current = await fetchAnswer(url, { headers: { ...site, 'if-none-match': etag } });
    expect(current.status).toBe(304);
    expect(varyOf(current.headers)).toContain('origin');
  });
});
