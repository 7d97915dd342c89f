import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../../src/features/search/integrations/full-text-pages.ts';
import { checkLinks, type LinkCheckReport } from '../../../../scripts/site/link-check.ts';
import { readLinkRecords } from '../../../../scripts/site/link-check-records.ts';

/**
 * The link check with the build's page records and a kept file of what it read: a page whose
 * record is the one its references were read from is not read again, and the report is the
 * one reading every page gives.
 */

const site = { origin: 'https://site.test', basePath: '/music/concert-library' };
const BASE = '/music/concert-library';

/** A page whose body links to each of `hrefs`, with a stylesheet and a script of the site. */
const pageLinking = (...hrefs: string[]) =>
  `<!doctype html><html><head><link rel="stylesheet" href="${BASE}/_astro/site.css"></head>` +
  `<body>${hrefs.map((href) => `<a href="${href}">link</a>`).join('')}<script type="module" src="${BASE}/_astro/page.js"></script></body></html>`;

const SITE: Readonly<Record<string, string>> = {
  '_astro/site.css': '',
  '_astro/page.js': '',
  'index.html': pageLinking(
    `${BASE}/composition/a`,
    `${BASE}/composition/b/`,
    'concert/spring',
    `https://site.test${BASE}/composition/dvořák`,
    'https://elsewhere.test/x',
  ),
  'composition/a/index.html': pageLinking(`${BASE}/composition/b`, '../b', `${BASE}/`),
  'composition/b/index.html': pageLinking(`${BASE}/composition/a`, `${BASE}/composition/dvo%C5%99%C3%A1k`),
  'composition/dvořák/index.html': pageLinking('b', `${BASE}/composition/dvořák#notes`),
  'concert/spring/index.html': pageLinking(`${BASE}/composition/dvořák`, `${BASE}/composition/b`),
  'sitemap.xml': `<urlset>${['/', '/composition/a', '/composition/b', '/composition/dvořák', '/concert/spring']
    .map((path) => `<url><loc>https://site.test${BASE}${path}</loc></url>`)
    .join('')}</urlset>`,
};

/** The HTML pages of the site: the sitemap has no page record, so it is read by every check. */
const HTML_PAGES = 5;

let root: string;
let cacheDir: string;
let cacheFile: string;

function write(at: string, files: Readonly<Record<string, string>>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(at, file)), { recursive: true });
    writeFileSync(join(at, file), text);
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'link-records-site-'));
  cacheDir = mkdtempSync(join(tmpdir(), 'link-records-cache-'));
  cacheFile = join(cacheDir, 'link-check-records.json');
  write(root, SITE);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

/** The page records a build of the site at `at` would hand over: each page's digest and size, as it is now. */
function recordsOf(at = root): Map<string, { page: string; size: number }> {
  const pages = readdirSync(at, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(at, join(entry.parentPath, entry.name)));
  return new Map(
    pages.map((page) => {
      const bytes = readFileSync(join(at, page));
      return [page, { page: sha256(bytes), size: bytes.length }];
    }),
  );
}

/** A check that keeps what it reads, with the given records (by default the site's as it is now). */
const check = (records = recordsOf(), options: { threads?: number; at?: string } = {}) =>
  checkLinks({ root: options.at ?? root, site, records, cacheFile, examples: 20, ...options });

/** What a check that reads every page reports. */
const fullCheck = (at = root) => checkLinks({ root: at, site, examples: 20 });

/** A report without the count of pages read: what must not depend on the kept file. */
const verdictOf = ({ read: _read, ...verdict }: LinkCheckReport) => verdict;

/** Replaces each HTML page by as many spaces: a check that reads them finds no link on them. */
function blankPages(): void {
  for (const [page, { size }] of recordsOf()) writeFileSync(join(root, page), ' '.repeat(size));
}

describe('the link check with kept references', () => {
  it('reads every page the first time, then only what has no record, reporting what reading every page does', async () => {
    const first = await check();
    expect(first.read).toBe(HTML_PAGES + 1);
    expect(first).toEqual({ ...(await fullCheck()), read: HTML_PAGES + 1 });
    const records = recordsOf();
    // Pages that were read now could not give a single link: the check must not read them.
    blankPages();
    const kept = statSync(cacheFile).ino;
    const again = await check(records);
    expect(again).toEqual({ ...first, read: 1 });
    expect(await check(records, { threads: 3 })).toEqual(again);
    // Nothing changed, so the file was not written again.
    expect(statSync(cacheFile).ino).toBe(kept);
  });

  it('catches the links of unchanged pages to pages no longer built, naming them in path order', async () => {
    await check();
    rmSync(join(root, 'composition/b'), { recursive: true });
    rmSync(join(root, 'composition/dvořák'), { recursive: true });
    const report = await check();
    expect(report.read).toBe(1);
    expect(verdictOf(report)).toEqual(verdictOf(await fullCheck()));
    const link = (page: string, href: string, where = 'a href') => ({ page: `${BASE}${page}`, href, where });
    expect(report.examples).toEqual([
      link('/composition/a', `${BASE}/composition/b`),
      link('/composition/a', '../b'),
      link('/concert/spring', `${BASE}/composition/dvořák`),
      link('/concert/spring', `${BASE}/composition/b`),
      link('/', `${BASE}/composition/b/`),
      link('/', `https://site.test${BASE}/composition/dvořák`),
      link('/sitemap.xml', `https://site.test${BASE}/composition/b`, 'sitemap loc'),
      link('/sitemap.xml', `https://site.test${BASE}/composition/dvořák`, 'sitemap loc'),
    ]);
    // The pages gone are gone from the kept file too.
    expect([...(readLinkRecords(cacheFile)?.pages.keys() ?? [])]).toEqual([
      'composition/a/index.html',
      'concert/spring/index.html',
      'index.html',
    ]);
  });

  it('reads a page whose digest changed, and judges it as it is now', async () => {
    await check();
    write(root, { 'composition/a/index.html': pageLinking(`${BASE}/composition/missing`) });
    const report = await check();
    expect(report.read).toBe(2);
    expect(report.examples).toEqual([
      { page: `${BASE}/composition/a`, href: `${BASE}/composition/missing`, where: 'a href' },
    ]);
    expect(verdictOf(report)).toEqual(verdictOf(await fullCheck()));
  });

  it('reads a page whose file is not the size its record gives', async () => {
    await check();
    const records = recordsOf();
    write(root, { 'composition/a/index.html': pageLinking(`${BASE}/composition/missing`) });
    const report = await check(records);
    expect(report.read).toBe(2);
    expect(report.dangling).toBe(1);
  });

  it('reads every page when the kept file is torn, of another version or malformed, and reports right', async () => {
    await check();
    const good = readFileSync(cacheFile, 'utf8');
    const parsed = JSON.parse(good) as Record<string, unknown>;
    const expected = verdictOf(await fullCheck());
    const bad = [
      good.slice(0, good.length / 2),
      '',
      'null',
      '[]',
      JSON.stringify({ ...parsed, version: 0 }),
      JSON.stringify({ ...parsed, url: [] }),
      JSON.stringify({ ...parsed, pages: 'none' }),
    ];
    for (const text of bad) {
      writeFileSync(cacheFile, text);
      const report = await check();
      expect(report.read, text.slice(0, 40)).toBe(HTML_PAGES + 1);
      expect(verdictOf(report)).toEqual(expected);
    }
    // A page entry that is not well formed costs reading that page alone.
    const pages = parsed['pages'] as Record<string, unknown>;
    writeFileSync(cacheFile, JSON.stringify({ ...parsed, pages: { ...pages, 'index.html': ['x', [1e6]] } }));
    expect(await check()).toEqual({ ...expected, read: 2 });
    expect(await check()).toEqual({ ...expected, read: 1 });
  });

  it('reads the pages a file kept by another site names with other digests, never misjudging them', async () => {
    const other = mkdtempSync(join(tmpdir(), 'link-records-other-'));
    try {
      write(other, { ...SITE, 'composition/a/index.html': pageLinking(`${BASE}/composition/elsewhere`) });
      expect((await check(recordsOf(other), { at: other })).dangling).toBe(1);
      const report = await check();
      // The other site's 'composition/a' differs: it is read; every other page is the same, and is not.
      expect(report.read).toBe(2);
      expect(report).toEqual({ ...(await fullCheck()), read: 2 });
      expect(readdirSync(cacheDir)).toEqual(['link-check-records.json']);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
