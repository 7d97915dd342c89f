import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, waitForCatalogue, type DemoApi } from '../../scripts/site/demo-api.ts';
import { SECURITY_HEADERS } from '../../scripts/site/hosting-rules.ts';
import { BASE_PATH } from '../../src/lib/catalog/routes.ts';
import { startCaddySite, type CaddySite } from '../support/caddy-server.ts';
import { buildSite } from './support/demo-site-build.ts';

/**
 * The production web server: Debian's Caddy with deploy/Caddyfile over a demo build of the whole
 * site, asked over real HTTP for its security headers, caching, precompressed copies, shell
 * rewrites and 404s. One build for the file.
 */

let work: string;
let api: DemoApi | undefined;
let site: string;
let caddy: CaddySite | undefined;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'concert-library-caddy-site-'));
  api = await startDemoApi(work, 'http://127.0.0.1:4321');
  await waitForCatalogue(api.apiBase);
  site = join(work, 'site');
  await buildSite(site, api.apiBase);
  // What may land in the served folder beside the build and must never be served.
  writeFileSync(join(site, '.rebuild-manifest.json'), '{"build":"secret"}');
  writeFileSync(join(site, '.env'), 'SECRET_KEY=x');
  mkdirSync(join(site, '.git'));
  writeFileSync(join(site, '.git', 'config'), '[core]');
  writeFileSync(join(site, '_astro', '.draft'), 'draft');
  caddy = await startCaddySite(site);
}, 300_000);

afterAll(async () => {
  await caddy?.stop();
  api?.process.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decompressed. */
  body: Buffer;
}

/** A GET with node:http, which (unlike fetch) leaves a compressed body as it came. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    request(`${caddy?.origin ?? ''}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

const page = (path: string) => `${BASE_PATH}${path}`;
const file = (path: string) => readFileSync(join(site, path));
const notFoundPage = () => file('404.html');

describe('security headers', () => {
  it.each([page('/'), page('/search-index.json'), page('/no-such-page/'), '/elsewhere'])('are on %s', async (path) => {
    const answer = await get(path);
    for (const header of SECURITY_HEADERS)
      expect(answer.headers[header.name.toLowerCase()], header.name).toBe(header.value);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('caching', () => {
  it('keeps /_astro/ bundles for a year, immutable', async () => {
    const bundle = readdirSync(join(site, '_astro')).find((name) => name.endsWith('.js'));
    const answer = await get(page(`/_astro/${bundle}`));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([page('/'), page('/concerts/'), page('/magic/some-token')])('revalidates the page %s', async (path) => {
    expect((await get(path)).headers['cache-control']).toBe('no-cache');
  });

  it.each([page('/search-index.json'), page('/pagefind/pagefind.js')])(
    'revalidates %s by its ETag: an unchanged file answers 304',
    async (path) => {
      const first = await get(path, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"/);
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    },
  );
});

describe('compression', () => {
  it('sends the .br copy to a client that accepts brotli, the .gz to one that accepts gzip', async () => {
    const br = await get(page('/'), { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.body).toEqual(file('index.html.br'));
    const gzip = await get(page('/search-index.json'), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(file('search-index.json.gz'));
    const plain = await get(page('/'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(file('index.html'));
  });
});

describe('paths', () => {
  it.each(['magic', 'email-confirm', 'reset-password'])(
    'answers every path under /%s/ with its shell page',
    async (shell) => {
      const answer = await get(page(`/${shell}/a-token/more`));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(file(`${shell}/index.html`));
    },
  );

  it('serves a page with and without its trailing slash, and sends the root to the base path', async () => {
    expect((await get(page('/concerts'))).body).toEqual(file('concerts/index.html'));
    expect((await get(page('/concerts/'))).body).toEqual(file('concerts/index.html'));
    for (const path of ['/', BASE_PATH]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe(`${BASE_PATH}/`);
    }
  });

  it.each([
    ['/composition/no-such-work', 'composition', 'Composition not found'],
    ['/compositions/composer/nobody/', 'composer', 'Composer not found'],
    ['/compositions/performer/nobody', 'performer', 'Performer not found'],
    ['/concert/no-such-concert/', 'concert', 'Concert not found'],
    ['/collections/no-such-collection', 'collection', 'Collection not found'],
    ['/live-stream/gone', 'live-stream', 'Live stream not found'],
  ])('answers the missing entity %s with its own not-found page, status 404', async (path, entity, heading) => {
    const answer = await get(page(path));
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toEqual(file(`not-found/${entity}/index.html`));
    expect(answer.body.toString()).toContain(`>${heading}</h1>`);
    expect(answer.body.toString()).toContain('<meta name="prerender-status-code" content="404"');
  });

  it.each([
    page('/no-such-page'),
    page('/compositions/by/nothing'),
    page('/_astro/missing.js'),
    page('/_headers'),
    '/elsewhere',
    page('/.rebuild-manifest.json'),
    page('/.env'),
    page('/.git/config'),
    page('/.git/'),
    page('/%2eenv'),
    page('/_astro/.draft'),
    page('/_astro/%2Edraft'),
  ])('answers %s with the 404 page, status 404', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toEqual(notFoundPage());
  });

  it.each([page('/%00'), page('/concerts/%00/'), page('/a%00b.html'), '/%00'])(
    'refuses %s, a path with a NUL byte, with 400',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );
});
