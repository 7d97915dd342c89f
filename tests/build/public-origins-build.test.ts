import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, waitForCatalogue, type DemoApi } from '../../scripts/site/demo-api.ts';
import { COMPRESSIBLE_EXTENSIONS } from '../../scripts/site/hosting-rules.ts';
import { BASE_PATH } from '../../src/lib/catalog/routes.ts';
import { metaContent } from '../e2e/support/page-html.ts';
import { buildSite } from './support/demo-site-build.ts';
import { filesUnder } from './support/tree-hash.ts';

/**
 * A build pulled from a demo API on loopback but made for public origins (docs/configuration.md, "Public
 * origins"): every page, script, JSON file, feed and the sitemap name only the set origins, and
 * nothing of the loopback address the catalogue came from. One build for the file.
 */

const SITE_ORIGIN = 'https://music.example.org';
const PUBLIC_API_BASE = 'https://api.example.org';
const MEDIA_BASE = 'https://media.example.org';
const SITE = `${SITE_ORIGIN}${BASE_PATH}`;

let work: string;
let api: DemoApi | undefined;
let site: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'concert-library-public-origins-'));
  api = await startDemoApi(work, SITE_ORIGIN);
  await waitForCatalogue(api.apiBase);
  site = join(work, 'site');
  await buildSite(site, api.apiBase, { SITE_ORIGIN, PUBLIC_API_BASE, MEDIA_BASE });
}, 300_000);

afterAll(() => {
  api?.process.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

/** The files a browser or crawler reads as text: pages, scripts, styles, JSON, feeds, hosting rules. */
function textFiles(): string[] {
  return filesUnder(site).filter(
    (file) => COMPRESSIBLE_EXTENSIONS.includes(extname(file)) || ['_headers', '_redirects'].includes(file),
  );
}

const text = (file: string) => readFileSync(join(site, file), 'utf8');

/**
 * A loopback address used as one: in a URL (`//127.0.0.1`, `//localhost`, `//[::1]`, after
 * credentials `@`) or with a port. The chat's rule that allows plain http only on this machine
 * names those hosts as bare words, which no browser ever requests.
 */
const LOOPBACK_ADDRESS = /(?:\/\/|@)(?:localhost|127\.0\.0\.1|\[::1\])|(?:localhost|127\.0\.0\.1|\[::1\]):\d/i;

/**
 * React Router (the studio's router) resolves paths against a placeholder origin: the literal
 * `"http://localhost"`, quoted, with no port and no path. A constant of the library that no request
 * goes to; anything with a port or a path after it is still an address the build baked in.
 */
const ROUTER_PLACEHOLDER = /(["'`])http:\/\/localhost\1/g;

/** Whether a text file holds a loopback address, past the router's placeholder. */
const bakesLoopback = (content: string) => LOOPBACK_ADDRESS.test(content.replace(ROUTER_PLACEHOLDER, ''));

describe('a build for public origins', () => {
  it('writes no loopback address, nor the address it pulled from, into any text file', () => {
    const files = textFiles();
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(100);
    expect(files.some((file) => file.startsWith('_astro/') && file.endsWith('.js'))).toBe(true);
    const pulledFrom = new URL(api?.apiBase ?? '').host;
    const offenders = files.flatMap((file) => {
      const content = text(file);
      return bakesLoopback(content) || content.includes(pulledFrom) ? [file] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('proves its loopback check able to fail', () => {
    for (const baked of ['http://127.0.0.1:8000/api/2', 'http://localhost/', '//[::1]/x', 'localhost:4321'])
      expect(bakesLoopback(`src="${baked}"`), baked).toBe(true);
    expect(bakesLoopback('new Set([`localhost`,`127.0.0.1`,`[::1]`])')).toBe(false);
    expect(bakesLoopback('let r=`http://localhost`;new URL(`http://localhost`)')).toBe(false);
    for (const baked of ['`http://localhost:4321`', '"http://localhost/api"', "'http://localhost`"])
      expect(bakesLoopback(baked), baked).toBe(true);
  });

  it('gives the home page its canonical URL, share URL and share image on the site origin', () => {
    const html = text('index.html');
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${SITE}/`);
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/`);
    expect(metaContent(html, 'og:image')).toBe(`${SITE}/share-image.jpg`);
  });

  it('takes images and share images of the catalogue from the media origin', () => {
    const html = text('composition/beethoven-symphony-3/index.html');
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${SITE}/composition/beethoven-symphony-3`);
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${MEDIA_BASE}/media/images/`));
    const sources = [...html.matchAll(/<img[^>]* src="([^"]*)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(new RegExp(`^${MEDIA_BASE}/`));
  });

  it('lets pages reach the public API and media origins, and no other, in their CSP', () => {
    const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(text('index.html'))?.[1] ?? '';
    const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
    expect(directive('img-src')).toEqual(["'self'", 'data:', PUBLIC_API_BASE, MEDIA_BASE]);
    expect(directive('media-src')).toEqual(["'self'", 'blob:', PUBLIC_API_BASE, MEDIA_BASE]);
    expect(directive('connect-src')).toEqual(expect.arrayContaining(["'self'", PUBLIC_API_BASE, MEDIA_BASE]));
  });

  it("builds the islands' API calls on the public API origin", () => {
    const scripts = textFiles().filter((file) => file.startsWith('_astro/') && file.endsWith('.js'));
    expect(scripts.filter((file) => text(file).includes(PUBLIC_API_BASE))).not.toEqual([]);
  });

  it('lists every sitemap entry, the robots.txt sitemap and the calendar feed on the site origin', () => {
    const locations = [...text('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locations.length).toBeGreaterThan(100);
    expect(locations.filter((location) => !location.startsWith(`${SITE}/`))).toEqual([]);
    expect(text('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const feedUrls = [...text('live-streams.ics').matchAll(/^URL:(.*)$/gm)].map((match) => match[1] ?? '');
    expect(feedUrls.length).toBeGreaterThan(0);
    expect(feedUrls.filter((url) => !url.startsWith(`${SITE}/`))).toEqual([]);
    expect(text('live-streams/index.html')).toContain(`webcal://music.example.org${BASE_PATH}/live-streams.ics`);
  });
});
