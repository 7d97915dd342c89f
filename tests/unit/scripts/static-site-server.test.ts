import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlOf } from '../../../scripts/site/hosting-paths.ts';
import { createSiteServer } from '../../../scripts/site/static-site-server.ts';
import type { Server } from 'node:http';

const BASE = '/music/concert-library';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let root: string;
let server: Server;
let origin: string;

function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A GET (or another method) without automatic decompression, so encodings can be seen. */
function get(path: string, init: RequestInit = {}) {
  return fetch(`${origin}${path}`, { redirect: 'manual', ...init });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cl-site-'));
  write('index.html', '<h1>Home</h1>');
  write('about/index.html', '<h1>About</h1>');
  write('magic/index.html', '<h1>Magic shell</h1>');
  write('404.html', '<h1>Not here</h1>');
  write('_astro/app.abc123.js', SCRIPT);
  write('_astro/app.abc123.js.br', brotliCompressSync(SCRIPT));
  write('live-streams.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  write('.rebuild-manifest.json', '{"build":"secret"}');
  write('.env', 'SECRET_KEY=x');
  write('.git/config', '[core]');
  write('about/.notes.html', '<h1>Draft</h1>');
  server = createSiteServer({ root, base: BASE });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(root, { recursive: true, force: true });
});

describe('the bundled static site server', () => {
  it('serves pages under the base path with the production headers', async () => {
    const home = await get(`${BASE}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toBe('<h1>Home</h1>');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await (await get(`${BASE}/about/`)).text()).toBe('<h1>About</h1>');
    expect(await (await get(`${BASE}/about`)).text()).toBe('<h1>About</h1>');
  });

  it('revalidates a page by its ETag', async () => {
    const first = await get(`${BASE}/about/`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get(`${BASE}/about/`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it("sends the build's brotli copy as it is, and the file itself to a client without brotli", async () => {
    const path = `${BASE}/_astro/app.abc123.js`;
    const brotli = await get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe(SCRIPT);
    const plain = await get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('gives files the type of their extension', async () => {
    const feed = await get(`${BASE}/live-streams.ics`);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });

  it('answers every path below a shell segment with its shell page', async () => {
    const magic = await get(`${BASE}/magic/abc/def/`);
    expect(magic.status).toBe(200);
    expect(await magic.text()).toBe('<h1>Magic shell</h1>');
  });

  it('answers unknown paths with the 404 page and status 404, and sends / to the base path', async () => {
    for (const path of [`${BASE}/no-such-page/`, '/elsewhere/', `${BASE}/%2e%2e/%2e%2e/etc/passwd`]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text()).toBe('<h1>Not here</h1>');
      expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const root = await get('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(`${BASE}/`);
  });

  it('refuses other methods, malformed percent-encoding and NUL bytes', async () => {
    const post = await get(`${BASE}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await get(`${BASE}/%zz`)).status).toBe(400);
    expect((await get(`${BASE}/%00`)).status).toBe(400);
    expect((await get(`${BASE}/about%00.html`)).status).toBe(400);
  });

  it.each([
    '/.rebuild-manifest.json',
    '/.env',
    '/.git/config',
    '/.git/',
    '/about/.notes.html',
    '/about/.notes',
    '/%2eenv',
    '/about/%2Enotes.html',
  ])('never serves the dotfile %s: the 404 page, status 404', async (path) => {
    const answer = await get(`${BASE}${path}`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<h1>Not here</h1>');
  });

  it('reads Cache-Control from the hosting rules', () => {
    expect(cacheControlOf('/_astro/x.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/search-index.json')).toBe('no-cache');
    expect(cacheControlOf('/compositions/x/')).toBe('no-cache');
  });
});
