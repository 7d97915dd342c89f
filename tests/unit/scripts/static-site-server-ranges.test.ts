import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../../scripts/site/static-site-server.ts';

/**
 * The bundled static server's byte ranges (RFC 9110 §14), over real HTTP, as the media route's
 * are (tests/server/media-range.test.ts): one range, a suffix, an open end, 416 past the end, and
 * the whole file for what it does not serve. A bad Range never stops the server.
 */

const BASE = '/music/concert-library';
/** 5,000 bytes that differ along the file, so a wrong slice shows. */
const DATA = Buffer.from(Array.from({ length: 5000 }, (_, i) => 32 + ((i * 7) % 95)));
const SCRIPT = `console.log(${JSON.stringify('y'.repeat(3000))});`;

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cl-site-ranges-'));
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Not here</h1>');
  writeFileSync(join(root, 'notes.txt'), DATA);
  writeFileSync(join(root, '_astro/app.js'), SCRIPT);
  writeFileSync(join(root, '_astro/app.js.br'), brotliCompressSync(SCRIPT));
  server = createSiteServer({ root, base: BASE });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const answer = await fetch(`${origin}${BASE}${path}`, { method, headers });
  return { status: answer.status, headers: answer.headers, bytes: Buffer.from(await answer.arrayBuffer()) };
}

/** The server still answers: a request after a bad one gets the home page. */
async function expectStillServing(): Promise<void> {
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.bytes.toString()).toBe('<h1>Home</h1>');
}

describe('the bundled static server: HTTP Range', () => {
  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=0-0', 0, 0],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=4900-', 4900, 4999],
    ['bytes=-100', 4900, 4999],
    ['bytes=4990-60000', 4990, 4999],
    ['bytes=-90000', 0, 4999],
  ])('answers %s with 206 and exactly the bytes of that slice', async (range, start, end) => {
    const answer = await get('/notes.txt', { range });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe(`bytes ${start}-${end}/${DATA.length}`);
    expect(answer.headers.get('content-length')).toBe(String(end - start + 1));
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(answer.bytes.equals(DATA.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size when the range starts past the end, and serves on', async () => {
    for (const range of ['bytes=5000-', 'bytes=6000-6010', 'bytes=-0']) {
      const answer = await get('/notes.txt', { range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers.get('content-range'), range).toBe(`bytes */${DATA.length}`);
    }
    await expectStillServing();
  });

  it('sends the whole file for ranges it does not serve: reversed, several, other units, malformed', async () => {
    for (const range of ['bytes=500-100', 'bytes=0-9,20-29', 'items=0-9', 'bytes=abc', 'bytes=-', 'bytes=1-2-3']) {
      const answer = await get('/notes.txt', { range });
      expect(answer.status, range).toBe(200);
      expect(answer.headers.get('content-range'), range).toBeNull();
      expect(answer.bytes.equals(DATA), range).toBe(true);
      await expectStillServing();
    }
  });

  it('answers a reversed range of the 404 page with the page, and serves on', async () => {
    const answer = await get('/404.html', { range: 'bytes=500-100' });
    expect(answer.status).toBe(200);
    expect(answer.bytes.toString()).toBe('<h1>Not here</h1>');
    await expectStillServing();
  });

  it('answers HEAD with a range as 206 headers only', async () => {
    const answer = await get('/notes.txt', { range: 'bytes=10-19' }, 'HEAD');
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-length')).toBe('10');
    expect(answer.bytes.length).toBe(0);
  });

  it('sends the whole file when If-Range names an older date', async () => {
    const old = await get('/notes.txt', { range: 'bytes=0-9', 'if-range': 'Mon, 01 Jan 2001 00:00:00 GMT' });
    expect(old.status).toBe(200);
    expect(old.bytes.equals(DATA)).toBe(true);
    const modified = (await get('/notes.txt', {}, 'HEAD')).headers.get('last-modified') ?? '';
    const current = await get('/notes.txt', { range: 'bytes=0-9', 'if-range': modified });
    expect(current.status).toBe(206);
  });

  it("slices the brotli copy a client that takes brotli is sent, and leaves a missing page's 404 whole", async () => {
    const compressed = brotliCompressSync(SCRIPT);
    const answer = await fetch(`${origin}${BASE}/_astro/app.js`, {
      headers: { range: 'bytes=0-9', 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-range')).toBe(`bytes 0-9/${compressed.length}`);
    // Ten bytes of a brotli stream do not decompress: the body is left unread.
    await answer.body?.cancel();
    const missing = await get('/no-such-page/', { range: 'bytes=0-3' });
    expect(missing.status).toBe(404);
    expect(missing.bytes.toString()).toBe('<h1>Not here</h1>');
  });
});
