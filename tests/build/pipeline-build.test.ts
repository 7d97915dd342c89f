import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedBuild } from '../../scripts/site/publish-output.ts';
import { readSearchIndexDocument } from '../../src/features/search/lib/index-document.ts';
import { catalogueAnswers, fixtureCatalogue, MALFORMED, SCRIPT_IN_TITLE } from '../fixtures/api/fixture-catalogue.ts';
import { HOSTILE_HTML } from '../fixtures/api/hostile-html.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { hostileMarkupIn } from './support/hostile-markup-check.ts';
import { createScratchSite, SCRATCH_ERROR_REPORTING_DSN, type ScratchSite } from './support/scratch-site.ts';
import { filesUnder, treeHash } from './support/tree-hash.ts';

/**
 * Real `astro build` runs through scripts/build-site.ts against the fixture API: a catalogue with
 * malformed records and hostile HTML publishes a clean site; a rebuild with no change downloads
 * no bodies and keeps the published site, or, forced, renders nothing again; a pull that fails midway fails the build and leaves the published site byte for byte
 * as it was. From a host that declares what it serves, empty collections publish and a list cut
 * short is refused. The tests run in order and share one scratch site, as successive CI builds would.
 */

let api: FixtureApi;
let site: ScratchSite;

beforeAll(async () => {
  api = await startFixtureApi(catalogueAnswers(fixtureCatalogue()));
  site = createScratchSite();
});

afterAll(async () => {
  await api.close();
  site.remove();
});

/** Our own calls, beside the spec's: the fixture host speaks only the spec until told otherwise, and answers them 404. */
const OUR_CALLS = [
  '/api/2/catalog_manifest/',
  '/api/2/composition_details/',
  '/api/2/program_details/',
  '/api/2/identifier_redirects/',
];
const pageOf = (collection: string) => readFileSync(join(site.outDir, 'catalogue', collection, 'index.html'), 'utf8');
const articleIds = (html: string) => [...html.matchAll(/<article id="([^"]+)"/g)].map((match) => match[1]);

describe('a build from the fixture catalogue', () => {
  it('publishes every valid record, skips and names the malformed ones', async () => {
    const run = await site.build(api.origin);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Skipped malformed composition "${MALFORMED.composition}": title:`);
    expect(run.output).toContain(`Skipped malformed person "${MALFORMED.person}": `);
    // Five collections are cut from /combined/; it is downloaded once.
    expect(api.requests.filter((request) => request.path === '/api/2/combined/')).toHaveLength(1);
    expect(articleIds(pageOf('compositions'))).toHaveLength(24);
    expect(articleIds(pageOf('people'))).toHaveLength(22);
    expect(articleIds(pageOf('composition-details'))).toHaveLength(24);
    expect(articleIds(pageOf('home-content'))).toEqual(['home-headline', 'home-video']);
    const malformed = filesUnder(site.outDir).filter((file) => {
      const text = readFileSync(join(site.outDir, file), 'utf8');
      return text.includes(MALFORMED.composition) || text.includes(MALFORMED.person);
    });
    expect(malformed).toEqual([]);
    expect(existsSync(`${site.outDir}.next`)).toBe(false);
  });

  it('holds none of the hostile HTML, as a browser parses it', async () => {
    const files = filesUnder(site.outDir);
    const pages = files.filter((file) => file.endsWith('.html'));
    const holding = (list: readonly string[], text: string) =>
      list.filter((file) => readFileSync(join(site.outDir, file), 'utf8').includes(text));
    // Every payload says 'pwned' only inside what must be removed.
    expect(holding(files, 'pwned')).toEqual([]);
    // A plain-text title is escaped in pages (the search index holds it as JSON text).
    expect(holding(pages, SCRIPT_IN_TITLE)).toEqual([]);
    expect(pageOf('compositions')).toContain('&lt;script&gt;alert(&#39;escaped-title&#39;)&lt;/script&gt; Serenade');
    expect(pages).toHaveLength(9);
    expect(await hostileMarkupIn(site.outDir, pages)).toEqual([]);
  });

  it('is checked by a browser check that does catch the payloads left unsanitised', async () => {
    const unsafe = join(site.root, 'unsafe.html');
    writeFileSync(unsafe, `<!DOCTYPE html><html><body><main>${HOSTILE_HTML.join('\n')}</main></body></html>`);
    const findings = await hostileMarkupIn(site.root, ['unsafe.html']);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/a alert opened: pwned/),
        expect.stringMatching(/<img> has onerror/),
        expect.stringMatching(/<a> has href="javascript:/),
        expect.stringMatching(/<svg> inside the content/),
      ]),
    );
  });

  it('allows the error-reporting host in the CSP of the pages, without its key', () => {
    const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(pageOf('compositions'))?.[1] ?? '';
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
    expect(connect).toContain(new URL(SCRATCH_ERROR_REPORTING_DSN).origin);
    expect(connect).toContain("'self'");
    expect(connect.filter((source) => source.includes('public-key'))).toEqual([]);
  });

  it('writes the compact search index from the valid records', () => {
    const index = readSearchIndexDocument(readFileSync(join(site.outDir, 'search-index.json'), 'utf8'));
    // The first column of each section holds one identifier per row. Every pulled person has a page
    // (in their roles with listed works, and always in their primary kind), so all 22 are searchable.
    expect(index.a[0]).toHaveLength(22);
    expect(index.c[0]).toHaveLength(24);
    expect(index.p[0]).toHaveLength(4);
  });
});

describe('a rebuild with no catalogue change', () => {
  it('asks conditionally, finds the published build current and keeps it, building nothing', async () => {
    const before = treeHash(site.outDir);
    const served = publishedBuild(site.outDir);
    api.requests.length = 0;
    const run = await site.build(api.origin);
    expect(run.code, run.output).toBe(0);
    const perRecord = api.requests.filter((request) => !OUR_CALLS.includes(request.path));
    expect(perRecord.length).toBe(1 + 24 + 4 + 4);
    expect(perRecord.filter((request) => request.status !== 304)).toEqual([]);
    expect(run.output).toContain('Nothing changed since the published build: same content, code and settings');
    expect(run.output).toContain(`Nothing changed since the site in ${site.outDir} was built`);
    expect(run.output).not.toContain('generating static routes');
    expect(run.output).not.toContain('Site built into');
    expect(publishedBuild(site.outDir)).toBe(served);
    expect(existsSync(`${site.outDir}.next`)).toBe(false);
    expect(treeHash(site.outDir)).toBe(before);
  });

  it('builds and publishes again when the build the output served is gone', async () => {
    const before = treeHash(site.outDir);
    const served = publishedBuild(site.outDir);
    expect(served).not.toBeNull();
    rmSync(served ?? '', { recursive: true, force: true });
    const run = await site.build(api.origin);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Site built into');
    expect(publishedBuild(site.outDir)).not.toBe(served);
    expect(treeHash(site.outDir)).toBe(before);
  });

  it('asks conditionally, downloads no bodies and publishes the same site when forced', async () => {
    const before = treeHash(site.outDir);
    const served = publishedBuild(site.outDir);
    api.requests.length = 0;
    const run = await site.build(api.origin, ['--force']);
    expect(run.code, run.output).toBe(0);
    // The fixture host speaks only the spec: our own calls answer 404. The bulk details and the old
    // identifiers are asked for once each, the declaration twice: before Astro starts, to tell whether
    // anything changed, and by the pull.
    const ours = api.requests.filter((request) => OUR_CALLS.includes(request.path));
    expect(ours.map((request) => request.status)).toEqual([404, 404, 404, 404, 404]);
    expect(ours.filter((request) => request.path === OUR_CALLS[0])).toHaveLength(2);
    const perRecord = api.requests.filter((request) => !OUR_CALLS.includes(request.path));
    expect(perRecord.length).toBe(1 + 24 + 4 + 4);
    expect(perRecord.filter((request) => request.status !== 304)).toEqual([]);
    expect(run.output).toContain('compositionDetails: 24 entries (0 downloaded, 24 unchanged)');
    // Every page's cacheKey (its entries' digests) is unchanged, so none is rendered again.
    expect(run.output.match(/\/catalogue\/[a-z-]+\/index\.html \(restored\)/g)).toHaveLength(9);
    // No page changed, so the full-text index is the one made last time.
    expect(run.output).toContain('Reused the full-text index: no page changed since it was made');
    // Every page was restored with its record, so the link check judged the references it kept of each
    // and read none (scripts/site/link-check-records.ts).
    expect(run.output).toMatch(/Link check: \d+ links on 9 pages all lead to built pages\. \([\d.]+ s, 0 pages read\)/);
    expect(publishedBuild(site.outDir)).not.toBe(served);
    expect(treeHash(site.outDir)).toBe(before);
  });
});

describe('a pull that fails midway', () => {
  const changeDetail = (identifier: string) => {
    const path = `/api/2/compositions/${identifier}/`;
    const revised = { text: '<p>Revised note</p>', formatted_credit_html: '' };
    api.answers.set(path, { ...(api.answers.get(path) as object), primary_program_note: revised });
  };

  it('fails the build on a 5xx that outlasts the retries, and the published site stays byte-identical', async () => {
    const before = treeHash(site.outDir);
    changeDetail('work-02');
    expect(pageOf('composition-details')).not.toContain('Revised note');
    api.fail('/api/2/compositions/work-17/', { kind: 'status', status: 500 });
    const run = await site.build(api.origin);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('/api/2/compositions/work-17/?format=json failed after 4 attempts (HTTP 500)');
    expect(run.output).toContain('the previous site');
    expect(treeHash(site.outDir)).toBe(before);
    expect(existsSync(`${site.outDir}.next`)).toBe(false);
  });

  it('fails the build on a connection reset mid-body, and the published site stays byte-identical', async () => {
    const before = treeHash(site.outDir);
    api.heal();
    const combined = api.answers.get('/api/2/combined/') as { people: Record<string, unknown>[] };
    combined.people[0] = { ...combined.people[0], full_name: 'Renamed Person' };
    api.fail('/api/2/combined/', { kind: 'reset-mid-body' });
    const run = await site.build(api.origin);
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/combined\/\?format=json failed after 4 attempts \(no answer\)/);
    expect(treeHash(site.outDir)).toBe(before);
  });

  it('publishes the changes once the API recovers', async () => {
    api.heal();
    const run = await site.build(api.origin);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('compositionDetails: 24 entries (1 downloaded, 23 unchanged)');
    expect(run.output).toContain('/catalogue/live-streams/index.html (restored)');
    expect(run.output).not.toContain('/catalogue/composition-details/index.html (restored)');
    expect(pageOf('composition-details')).toContain('<p>Revised note</p>');
    expect(pageOf('people')).toContain('Renamed Person');
  });
});

describe('a host that declares what it serves', () => {
  const LISTS = ['live_streams', 'media_features', 'curated_collections', 'home_content'];
  const emptyPage = { count: 0, next: null, previous: null, results: [] };

  it('publishes live streams, features, collections and home content it serves none of', async () => {
    api.declaration.declares = true;
    for (const list of LISTS) api.answers.set(`/api/2/${list}/`, emptyPage);
    api.requests.length = 0;
    const run = await site.build(api.origin);
    expect(run.code, run.output).toBe(0);
    expect(api.requests.find((request) => request.path === OUR_CALLS[0])).toMatchObject({ status: 200 });
    for (const collection of ['live-streams', 'media-features', 'curated-collections', 'home-content']) {
      expect(articleIds(pageOf(collection)), collection).toEqual([]);
    }
    expect(articleIds(pageOf('compositions'))).toHaveLength(24);
  });

  it('refuses a pull cut short (200 declared, 100 sent), and the published site stays byte-identical', async () => {
    const before = treeHash(site.outDir);
    const [stream] = fixtureCatalogue().liveStreams as Record<string, unknown>[];
    const sent = Array.from({ length: 100 }, (_, n) => ({
      ...stream,
      identifier: `live-${n}`,
      uuid: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    }));
    api.answers.set('/api/2/live_streams/', { ...emptyPage, count: 200, results: sent });
    api.declaration.counts.live_streams = 200;
    api.declaration.version += 1;
    const run = await site.build(api.origin);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('liveStreams: the host declared 200 records and sent 100; nothing was published');
    expect(run.output).toContain('the previous site');
    expect(treeHash(site.outDir)).toBe(before);
    expect(existsSync(`${site.outDir}.next`)).toBe(false);
    // The host sends what it declares again, for the test below.
    delete api.declaration.counts.live_streams;
  });
});

describe('a page that links to a page that was not built', () => {
  it('fails the link check before publishing, naming the link, and the published site stays byte-identical', async () => {
    const before = treeHash(site.outDir);
    // The fixture pages write API HTML as it comes (the site's pages unwrap such links).
    const path = '/api/2/compositions/work-03/';
    const note = {
      text: '<p><a href="/music/concert-library/composition/nowhere">Gone</a></p>',
      formatted_credit_html: '',
    };
    api.answers.set(path, { ...(api.answers.get(path) as object), primary_program_note: note });
    const run = await site.build(api.origin);
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(/Link check: 1 of \d+ links on \d+ pages lead to pages that were not built:/);
    expect(run.output).toContain(
      '/music/concert-library/catalogue/composition-details → /music/concert-library/composition/nowhere (a href)',
    );
    expect(run.output).toContain('the previous site');
    expect(treeHash(site.outDir)).toBe(before);
    expect(existsSync(`${site.outDir}.next`)).toBe(false);
  });
});
