import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CombinedSchema,
  CompositionDetailSchema,
  CuratedCollectionSchema,
  HomeContentSchema,
  listAnswer,
  LiveStreamSchema,
  MediaFeatureSchema,
  ProgramDetailSchema,
} from '../../src/lib/api/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { LONG_IDENTIFIER } from '../fixtures/catalog/small-catalog-keys.ts';
import { getOk, request } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ROUTES = {
  '/api/2/combined/': CombinedSchema,
  '/api/2/compositions/symphony-no-3-eroica/': CompositionDetailSchema,
  '/api/2/programs/spring-festival-2024/': ProgramDetailSchema,
  '/api/2/live_streams/': listAnswer(LiveStreamSchema),
  '/api/2/media_features/': listAnswer(MediaFeatureSchema),
  '/api/2/curated_collections/': listAnswer(CuratedCollectionSchema),
  '/api/2/home_content/': listAnswer(HomeContentSchema),
} as const;

describe('catalogue routes over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: (db) => importCatalog(db, smallCatalog) });
  });
  afterAll(() => server.close());

  it('answers every route in the shape of the contract, with ?format=json and without the slash', async () => {
    for (const [path, schema] of Object.entries(ROUTES)) {
      const answer = await request(server, `${path}?format=json`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      schema.parse(answer.body);
      expect(await getOk(server, path.slice(0, -1))).toEqual(answer.body);
    }
  });

  it('answers lists as one whole page', async () => {
    const page = listAnswer(LiveStreamSchema).parse(await getOk(server, '/api/2/live_streams/'));
    expect(page).toMatchObject({ count: 5, next: null, previous: null });
    expect(page.results).toHaveLength(5);
  });

  it('answers 404 {"detail": "Not found."} for unknown identifiers and paths', async () => {
    for (const path of [
      '/api/2/compositions/no-such-work/',
      '/api/2/programs/no-such-program',
      '/api/2/compositions/',
      '/api/2/compositions/symphony-no-3-eroica/extra/',
    ]) {
      const answer = await request(server, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('serves identifiers longer than the router’s usual 100-character parameter limit', async () => {
    const detail = CompositionDetailSchema.parse(await getOk(server, `/api/2/compositions/${LONG_IDENTIFIER}/`));
    expect(detail.identifier).toBe(LONG_IDENTIFIER);
  });

  it('still serves unlisted compositions and programs by identifier, flagged', async () => {
    expect(CompositionDetailSchema.parse(await getOk(server, '/api/2/compositions/fragment/')).unlisted).toBe(true);
    expect(ProgramDetailSchema.parse(await getOk(server, '/api/2/programs/new-year-celebration/')).unlisted).toBe(true);
  });

  it('sends a strong ETag and the documented Cache-Control on every answer', async () => {
    for (const path of Object.keys(ROUTES)) {
      const answer = await request(server, path);
      // One strong ETag per representation: the hash, with the content coding when compressed.
      expect(answer.headers.get('etag'), path).toMatch(/^"[A-Za-z0-9_-]{32}(-br|-gzip)?"$/);
      const maxAge = path.includes('live_streams') ? 15 : 60;
      expect(answer.headers.get('cache-control'), path).toBe(`public, max-age=${maxAge}`);
    }
    const combined = await request(server, '/api/2/combined/');
    const detail = await request(server, '/api/2/compositions/fragment/');
    expect(combined.headers.get('etag')).not.toBe(detail.headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match: exact, weak, in a list, or *', async () => {
    const path = '/api/2/compositions/symphony-no-3-eroica/';
    const etag = (await request(server, path)).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const answer = await request(server, path, { headers: { 'if-none-match': header } });
      expect(answer.status, header).toBe(304);
      expect(answer.body).toBeUndefined();
      expect(answer.headers.get('etag')).toBe(etag);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    }
    const stale = await request(server, path, { headers: { 'if-none-match': '"not-it"' } });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const identity = { 'accept-encoding': 'identity' };
    const get = await fetch(`${server.url}/api/2/combined/`, { headers: identity });
    const body = await get.arrayBuffer();
    const head = await fetch(`${server.url}/api/2/combined/`, { method: 'HEAD', headers: identity });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-length')).toBe(String(body.byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const missing = await fetch(`${server.url}/api/2/programs/no-such-program/`, { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });
});

describe('catalogue routes after a re-import', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: (db) => importCatalog(db, smallCatalog) });
  });
  afterAll(() => server.close());

  it('serves the new catalogue with a new ETag once a second has passed on the server clock', async () => {
    const before = await request(server, '/api/2/compositions/fragment/');
    const etag = before.headers.get('etag')!;
    const renamed = smallCatalog.compositions!.map((c) =>
      c.identifier === 'fragment' ? { ...c, title: 'Fragment (revised)' } : c,
    );
    await importCatalog(server.db, { ...smallCatalog, compositions: renamed });
    server.clock.advance(1_000);
    const after = await request(server, '/api/2/compositions/fragment/', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(CompositionDetailSchema.parse(after.body).title).toBe('Fragment (revised)');
    expect(CombinedSchema.parse(await getOk(server, '/api/2/combined/')).compositions.map((c) => c.title)).toContain(
      'Fragment (revised)',
    );
  });

  it('keeps the ETag when a re-import changes nothing, since entities keep their ids', async () => {
    await importCatalog(server.db, smallCatalog);
    server.clock.advance(1_000);
    const etag = (await request(server, '/api/2/combined/')).headers.get('etag')!;
    await importCatalog(server.db, smallCatalog);
    server.clock.advance(1_000);
    const again = await request(server, '/api/2/combined/', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('compresses large answers for clients that accept it, with an ETag per coding and 304 across codings', async () => {
    const path = '/api/2/combined/';
    const plain = await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } });
    const plainBody: unknown = await plain.json();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const coding of ['br', 'gzip']) {
      const encoded = await fetch(server.url + path, { headers: { 'accept-encoding': `${coding}, identity;q=0.5` } });
      expect(encoded.headers.get('content-encoding')).toBe(coding);
      expect(encoded.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(encoded.headers.get('etag')).toBe(`${plain.headers.get('etag')!.slice(0, -1)}-${coding}"`);
      expect(await encoded.json()).toEqual(plainBody);
    }
    // A client holding the plain answer is told it is current when it now asks for brotli.
    const current = await fetch(server.url + path, {
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.get('etag')! },
    });
    expect(current.status).toBe(304);
    // br refused with q=0 falls back to gzip; small answers stay uncompressed.
    const noBrotli = await fetch(server.url + path, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers.get('content-encoding')).toBe('gzip');
    const small = await fetch(`${server.url}/api/2/home_content/`, { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBe(
      (await small.clone().arrayBuffer()).byteLength >= 1024 ? 'br' : null,
    );
  });
});
