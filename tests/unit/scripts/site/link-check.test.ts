import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, formatLinkReport, LinkCheckError } from '../../../../scripts/site/link-check.ts';

const site = { origin: 'https://site.test', basePath: '/music/concert-library' };
const BASE = '/music/concert-library';

let root: string;

/** A page whose body links to each of `hrefs`. */
const pageLinking = (...hrefs: string[]) =>
  `<!doctype html><html><head><link rel="canonical" href="https://site.test${BASE}/x"><link rel="stylesheet" href="${BASE}/_astro/site.css"></head>` +
  `<body>${hrefs.map((href) => `<a href="${href}">link</a>`).join('')}<script type="module" src="${BASE}/_astro/page.js"></script></body></html>`;

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'link-check-'));
  write({
    'x/index.html': pageLinking(),
    '_astro/site.css': '',
    '_astro/page.js': '',
    'favicon.svg': '',
    'live-streams.ics': '',
    '404.html': pageLinking(`${BASE}/`),
    'magic/index.html': pageLinking(),
    'reset-password/index.html': pageLinking(),
    'composition/eroica/index.html': pageLinking('../concert/spring', 'dvořák', `${BASE}/magic/token-123`),
    'composition/dvořák/index.html': pageLinking(`${BASE}/composition/dvo%C5%99%C3%A1k/`),
    'concert/spring/index.html': pageLinking(
      `${BASE}/composition/eroica#note`,
      `${BASE}/composition/eroica/?tab=audio`,
      '#top',
      '',
    ),
    'index.html': pageLinking(
      `${BASE}/`,
      BASE,
      `https://site.test${BASE}/concert/spring`,
      `${BASE}/live-streams.ics`,
      `${BASE}/favicon.svg`,
      `${BASE}/404`,
      `${BASE}/reset-password/uid-1/token-2`,
      'https://elsewhere.test/music/concert-library/nowhere',
      '/music/another-library/nowhere',
      'mailto:office@site.test',
      'composition/eroica',
    ),
    'sitemap.xml': `<urlset><url><loc>https://site.test${BASE}/concert/spring</loc></url></urlset>`,
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the link check', () => {
  it('passes a site whose every link leads to a built page, rewrite pages and files included', async () => {
    const report = await checkLinks({ root, site });
    expect(report).toEqual({ pages: 9, links: 42, dangling: 0, examples: [], read: 9 });
    expect(formatLinkReport(report)).toBe('Link check: 42 links on 9 pages all lead to built pages.');
  });

  it('catches links to pages that were not built, and names the first few', async () => {
    write({
      'concert/autumn/index.html': pageLinking(
        `${BASE}/composition/missing`,
        '../composition/also-missing?x=1',
        `${BASE}/composition/eroica`,
      ),
      'feature/film/index.html': pageLinking(
        `https://site.test${BASE}/magical/x`,
        `${BASE}/_astro/gone.js`,
        `${BASE}/composition/dvo%C5%99ak`,
      ),
      'sitemap-extra.xml': `<urlset><url><loc>https://site.test${BASE}/concert/winter</loc></url></urlset>`,
    });
    try {
      const report = await checkLinks({ root, site, examples: 3, threads: 1 });
      // Worker threads, each with a run of the pages, come to the same report.
      expect(await checkLinks({ root, site, examples: 3, threads: 3 })).toEqual(report);
      expect(report.dangling).toBe(6);
      expect(report.examples).toEqual([
        { page: `${BASE}/concert/autumn`, href: `${BASE}/composition/missing`, where: 'a href' },
        { page: `${BASE}/concert/autumn`, href: '../composition/also-missing?x=1', where: 'a href' },
        { page: `${BASE}/feature/film`, href: `https://site.test${BASE}/magical/x`, where: 'a href' },
      ]);
      expect(formatLinkReport(report)).toBe(
        [
          `Link check: 6 of ${report.links} links on 12 pages lead to pages that were not built:`,
          `  ${BASE}/concert/autumn → ${BASE}/composition/missing (a href)`,
          `  ${BASE}/concert/autumn → ../composition/also-missing?x=1 (a href)`,
          `  ${BASE}/feature/film → https://site.test${BASE}/magical/x (a href)`,
          '  … and 3 more',
        ].join('\n'),
      );
    } finally {
      for (const file of ['concert/autumn', 'feature']) rmSync(join(root, file), { recursive: true, force: true });
      rmSync(join(root, 'sitemap-extra.xml'));
    }
  });

  it('fails with its own error when the site cannot be read', async () => {
    await expect(checkLinks({ root: join(root, 'absent'), site })).rejects.toBeInstanceOf(LinkCheckError);
  });
});
