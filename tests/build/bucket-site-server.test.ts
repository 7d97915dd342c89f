import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBucketSiteServer } from '../../scripts/site/bucket-site-server.ts';
import { publishBucketBuild } from './support/bucket-build.ts';
import { startLocalS3, type LocalS3 } from '../support/local-s3.ts';

/**
 * The origin server of a bucket target against a local S3 (s3rver): builds published by the
 * rebuild's own bucket target, then read through the pointer as a visitor or a CDN would.
 */

const BUCKET = 'concert-library-origin';
const PREFIX = 'music';
const BASE = '/music/concert-library';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let s3: LocalS3;
let server: Server;
let origin: string;
let clock = 0;
let s3Closed = false;
const logged: string[] = [];

/** Publishes a build of `files` as `npm run rebuild` does, with the build id `build`. */
const publish = (build: string, files: Record<string, string | Buffer>, previous?: string) =>
  publishBucketBuild(s3.client, { bucket: BUCKET, prefix: PREFIX }, build, files, previous);

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${origin}${path}`, { redirect: 'manual', headers, method });

/** Lets the server's read of the pointer go stale, so the next request reads it again. */
const pointerExpires = () => {
  clock += 10_000;
};

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  server = createBucketSiteServer({
    client: s3.client,
    bucket: BUCKET,
    prefix: PREFIX,
    base: BASE,
    now: () => clock,
    log: (line) => logged.push(line),
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  if (!s3Closed) await s3.close();
});

describe('the origin server of a bucket target', () => {
  it('answers 503 with a clear message before anything is published', async () => {
    const answer = await get(`${BASE}/`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe('The site has not been published yet.');
  });

  it('serves the build the pointer names, with the production headers', async () => {
    await publish('20261124T100000Z-aaaa', {
      'index.html': '<h1>Home one</h1>',
      'composition/bach/index.html': '<h1>Bach one</h1>',
      'magic/index.html': '<h1>Magic shell</h1>',
      '404.html': '<h1>Page not found</h1>',
      'not-found/composition/index.html': '<h1>Composition not found</h1>',
      '_astro/app.abc123.js': SCRIPT,
      '_astro/app.abc123.js.br': brotliCompressSync(SCRIPT),
      'empty.txt': '',
    });
    pointerExpires();
    const home = await get(`${BASE}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<h1>Home one</h1>');
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('x-site-build')).toBe('20261124T100000Z-aaaa');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await (await get(`${BASE}/composition/bach/`)).text()).toBe('<h1>Bach one</h1>');
    expect(await (await get(`${BASE}/composition/bach`)).text()).toBe('<h1>Bach one</h1>');
    expect((await get('/')).headers.get('location')).toBe(`${BASE}/`);
  });

  it('sends the brotli copy to a browser that takes it, the file itself to one that does not', async () => {
    const brotli = await get(`${BASE}/_astro/app.abc123.js`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await get(`${BASE}/_astro/app.abc123.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('serves an empty file, which has no byte to read a range from', async () => {
    const empty = await get(`${BASE}/empty.txt`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-length')).toBe('0');
    expect(await empty.text()).toBe('');
    const etag = empty.headers.get('etag') ?? '';
    expect((await get(`${BASE}/empty.txt`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('revalidates by ETag and answers HEAD without a body', async () => {
    const first = await get(`${BASE}/composition/bach/`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get(`${BASE}/composition/bach/`, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    const head = await get(`${BASE}/composition/bach/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<h1>Bach one</h1>'.length));
    expect(await head.text()).toBe('');
  });

  it('answers the shell paths with their shell and a missing page with its not-found page, status 404', async () => {
    expect(await (await get(`${BASE}/magic/abc.def/`)).text()).toBe('<h1>Magic shell</h1>');
    const composition = await get(`${BASE}/composition/nope/`);
    expect(composition.status).toBe(404);
    expect(await composition.text()).toBe('<h1>Composition not found</h1>');
    const other = await get(`${BASE}/nowhere/`);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('<h1>Page not found</h1>');
    const outside = await get('/elsewhere/index.html');
    expect(outside.status).toBe(404);
    expect((await get(`${BASE}/%zz`)).status).toBe(400);
    expect((await get(`${BASE}/`, {}, 'POST')).status).toBe(405);
  });

  it('switches to a newly published build once its pointer read is stale, never mixing the two', async () => {
    await publish(
      '20261124T110000Z-bbbb',
      { 'index.html': '<h1>Home two</h1>', 'composition/bach/index.html': '<h1>Bach two</h1>', '404.html': '404' },
      '20261124T100000Z-aaaa',
    );
    // Within the pointer's time the build read first is served whole.
    expect(await (await get(`${BASE}/`)).text()).toBe('<h1>Home one</h1>');
    pointerExpires();
    expect(await (await get(`${BASE}/`)).text()).toBe('<h1>Home two</h1>');
    const bach = await get(`${BASE}/composition/bach/`);
    expect(await bach.text()).toBe('<h1>Bach two</h1>');
    expect(bach.headers.get('x-site-build')).toBe('20261124T110000Z-bbbb');
  });

  it('answers 502 and logs once while the bucket does not answer, and does not stop', async () => {
    await s3.close();
    s3Closed = true;
    pointerExpires();
    const answer = await get(`${BASE}/`);
    // The build read last is kept; reading its page fails, which is answered, not a crash.
    expect(answer.status).toBe(502);
    expect(await answer.text()).toBe('The site could not be read.');
    pointerExpires();
    expect((await get(`${BASE}/composition/bach/`)).status).toBe(502);
    expect(logged.filter((line) => line.startsWith('Could not read the pointer'))).toHaveLength(1);
  });
});
