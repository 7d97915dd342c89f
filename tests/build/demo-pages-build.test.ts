import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedPageHtml } from '../../src/features/search/lib/full-text-page.ts';
import { PREVIEW_PREFIX } from '../../src/lib/studio/paths.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { differingFiles, pagefindFiles, untrimmedIndexedHtml, type PagefindPage } from '../support/pagefind-files.ts';
import { demoCatalogueAnswers } from './support/demo-answers.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';
import { startStallingProxy } from '../support/stalling-proxy.ts';
import { filesUnder } from './support/tree-hash.ts';

/**
 * The site's own pages from the demo catalogue, built once through the real build script, read
 * for what only real pages show: what the full-text index is given of them, and the ids React
 * gives the islands' server-rendered markup.
 */

let api: FixtureApi | undefined;
let site: ScratchSite | undefined;
/** Every built page, by path. */
const pages = new Map<string, string>();
/** What the build printed. */
let output = '';
/** The renamed records the API answers: a work and a person, each with an old identifier. */
const renamed = { work: '', person: '', taken: '' };

/**
 * The demo's answers with old identifiers: a work's, a composer's, and one that a live work holds
 * (which the API never answers, but the build must not overwrite the live page with a redirect).
 */
function withOldIdentifiers(answers: Map<string, unknown>): Map<string, unknown> {
  const { compositions, people } = answers.get('/api/2/combined/') as {
    compositions: { identifier: string; hasDetail: boolean; unlisted: boolean; composer: { id: number } | null }[];
    people: { id: number; identifier: string }[];
  };
  const [work, other] = compositions.filter((composition) => composition.hasDetail && !composition.unlisted);
  const composer = people.find((person) => person.id === work?.composer?.id);
  if (work === undefined || other === undefined || composer === undefined) throw new Error('The demo lacks works.');
  Object.assign(renamed, {
    work: work.identifier,
    person: composer.identifier,
    taken: other.identifier,
  });
  const results = [
    { list: 'compositions', old_identifier: 'an-old-title', identifier: work.identifier },
    { list: 'compositions', old_identifier: other.identifier, identifier: work.identifier },
    { list: 'people', old_identifier: 'an-old-name', identifier: composer.identifier },
  ];
  answers.set('/api/2/identifier_redirects/', { count: results.length, next: null, previous: null, results });
  return answers;
}

beforeAll(async () => {
  api = await startFixtureApi(withOldIdentifiers(await demoCatalogueAnswers()));
  site = createScratchSite({ site: 'site' });
  const built = await site.build(api.origin);
  if (built.code !== 0) throw new Error(`The demo site did not build:\n${built.output}`);
  output = built.output;
  for (const path of filesUnder(site.outDir).filter((file) => file.endsWith('.html')))
    pages.set(path, readFileSync(join(site.outDir, path), 'utf8'));
});

afterAll(async () => {
  site?.remove();
  await api?.close();
});

describe('the demo site’s build', () => {
  it('warns of no setting: in demo mode the demo’s values are expected, and the tagline holds', () => {
    expect(output).toContain('Site built into');
    expect(output).not.toContain("still hold the demo's values");
    expect(output).not.toContain('SITE_TAGLINE claims');
  });
});

describe('the demo site’s pages', () => {
  it('carry nothing of the studio’s preview: its banner, its mount', () => {
    // The layout draws the banner only for the preview renderer (src/preview/), which the site's build never runs.
    const marked = [...pages]
      .filter(([, html]) => ['preview-banner', PREVIEW_PREFIX].some((mark) => html.includes(mark)))
      .map(([path]) => path);
    expect(pages.size).toBeGreaterThan(100);
    expect(marked).toEqual([]);
  });

  it('give Pagefind, trimmed to the attributes it reads, what writes the index their whole markup writes', async () => {
    const whole: PagefindPage[] = [];
    const trimmed: PagefindPage[] = [];
    for (const [path, html] of pages) {
      const indexed = indexedPageHtml(html);
      const untrimmed = untrimmedIndexedHtml(html);
      if (indexed === null || untrimmed === null) continue;
      whole.push({ path, html: untrimmed });
      trimmed.push({ path, html: indexed });
    }
    expect(whole.length).toBeGreaterThan(100);
    // What trimming leaves out: most of the bytes.
    const bytes = (list: PagefindPage[]) => list.reduce((sum, page) => sum + page.html.length, 0);
    expect(bytes(trimmed)).toBeLessThan(bytes(whole) / 2);
    expect(differingFiles(await pagefindFiles(whole), await pagefindFiles(trimmed))).toEqual([]);
  });

  it('give each React island’s generated ids the prefix the island hydrates with', () => {
    // React folds an island's `identifierPrefix` into every `useId`: `_r1R_0_` for prefix r1. The
    // browser hydrates with the island's `prefix` attribute, so an id rendered without it is not
    // the id the client renders: a label, a menu's aria-controls or a listbox option would point at
    // nothing once the island re-renders.
    const generated = /_([a-z0-9]*)R_[0-9a-zA-Z]*_/g;
    const island = /<astro-island\b[^>]*?\sprefix="([^"]+)"[^>]*>([\s\S]*?)<\/astro-island>/g;
    let checked = 0;
    const wrong: string[] = [];
    for (const [path, html] of pages) {
      for (const [, prefix, content = ''] of html.matchAll(island)) {
        for (const [id, idPrefix] of content.matchAll(generated)) {
          checked += 1;
          if (idPrefix !== prefix) wrong.push(`${path}: ${id} in an island of prefix ${prefix ?? ''}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('carry Astro’s island scripts after their last island, at the end of the body', () => {
    // src/integrations/island-scripts-last.ts finds them by what they hold: should a newer Astro write
    // them otherwise, they would stay before the first island, and a page would paint its header alone.
    const inlineScript = /<script>([\s\S]*?)<\/script>/g;
    let checked = 0;
    const early: string[] = [];
    for (const [path, html] of pages) {
      const lastIsland = html.lastIndexOf('<astro-island');
      if (lastIsland === -1) continue;
      checked += 1;
      const body = html.indexOf('<body');
      const definition = [...html.matchAll(inlineScript)].find(([, text = '']) => text.includes('"astro-island"'));
      if (definition === undefined) early.push(`${path}: no script defines <astro-island>`);
      for (const { index, 1: text = '' } of html.matchAll(inlineScript)) {
        const islandScript = text.includes('"astro-island"') || text.includes('self.Astro');
        if (index > body && index < lastIsland && islandScript)
          early.push(`${path}: an island script before its last island`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(early.slice(0, 5)).toEqual([]);
  });
});

describe('the demo site’s pages at old addresses', () => {
  /** The page the build wrote at `path` (below the base path), or undefined. */
  const pageAt = (path: string) => pages.get(`${path.replace(/^\//, '')}/index.html`);
  const redirectsTo = (html: string | undefined, path: string) => {
    const target = `/music/concert-library${path}`;
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${target}">`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${target}">`));
    expect(html).toContain(`<a href="${target}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  };

  it('lead a renamed work’s old address to its page now', () => {
    redirectsTo(pageAt('/composition/an-old-title'), `/composition/${renamed.work}`);
  });

  it('lead a renamed person’s old address to their page now, in the roles with a page only', () => {
    redirectsTo(pageAt('/compositions/composer/an-old-name'), `/compositions/composer/${renamed.person}`);
    const roles = ['performer', 'conductor'].filter((role) => pageAt(`/compositions/${role}/${renamed.person}`));
    const written = ['performer', 'conductor'].filter((role) => pageAt(`/compositions/${role}/an-old-name`));
    expect(written).toEqual(roles);
  });

  it('never take the place of a page of the build: the live page wins', () => {
    const live = pageAt(`/composition/${renamed.taken}`);
    expect(live).toContain('data-pagefind-body');
    expect(live).not.toContain('http-equiv="refresh"');
  });

  it('are moved (301) in the CDN hosts’ _redirects file, each page of the build left alone', () => {
    const base = '/music/concert-library';
    const lines = readFileSync(join(site!.outDir, '_redirects'), 'utf8').split('\n');
    expect(lines).toContain(`${base}/composition/an-old-title ${base}/composition/${renamed.work} 301`);
    expect(lines).toContain(
      `${base}/compositions/composer/an-old-name ${base}/compositions/composer/${renamed.person} 301`,
    );
    expect(lines.filter((line) => line.endsWith(' 301'))).toHaveLength(
      [...pages.keys()].filter((path) => path.includes('an-old-')).length,
    );
  });

  it('are in neither the sitemap nor the search indexes', () => {
    const oldPages = [...pages].filter(([path]) => path.includes('an-old-'));
    expect(oldPages.map(([path]) => path).sort()).toEqual(
      expect.arrayContaining(['composition/an-old-title/index.html', 'compositions/composer/an-old-name/index.html']),
    );
    for (const [, html] of oldPages) expect(indexedPageHtml(html)).toBeNull();
    for (const file of ['sitemap.xml', 'search-index.json']) {
      expect(readFileSync(join(site!.outDir, file), 'utf8')).not.toContain('an-old-');
    }
    expect(output).not.toMatch(/dangling|not built/i);
  });
});

describe('a rebuild of the demo site from another address', () => {
  it('renders none of the record pages again: neither the pull’s address nor the shell is in their code', async () => {
    // A studio publish pulls from a loopback host of its own each time, and the API starts it, not a
    // shell. Were the pull's address (a public server setting) or the shell's `_` written into the
    // pages' code, Astro's incremental build would find every page's code changed and render all again.
    if (!api || !site) throw new Error('The demo site was not built.');
    const relay = await startStallingProxy(api.origin);
    try {
      // The islands' host stays the site's (PUBLIC_API_BASE, the pull's host unless set), as a publish sets it.
      const settings = { PUBLIC_API_BASE: api.origin, _: '/usr/bin/another-command' };
      const run = await site.build(relay.url, ['--force'], settings);
      expect(run.code, run.output).toBe(0);
      const recordPages = [...run.output.matchAll(/\/composition\/[a-z0-9-]+\/index\.html( \(restored\))?/g)];
      expect(recordPages.length).toBeGreaterThan(100);
      expect(recordPages.filter(([, restored]) => restored === undefined).map(([page]) => page)).toEqual([]);
    } finally {
      await relay.close();
    }
  });
});

describe('a rebuild after one more feature is published', () => {
  it('draws the feature lists again and restores the works’ and concerts’ lists, which do not show it', async () => {
    // Each list page is keyed by what it draws and by whether the pages its entries name are published;
    // a page the build adds elsewhere changes neither.
    if (!api || !site) throw new Error('The demo site was not built.');
    const features = api.answers.get('/api/2/media_features/') as { count: number; results: Record<string, unknown>[] };
    const [first] = features.results;
    if (first === undefined) throw new Error('The demo has no features.');
    const added = {
      ...first,
      id: 9_999,
      uuid: '00000000-0000-4000-8000-000000009999',
      identifier: 'one-more-feature',
      title: 'One More Feature',
    };
    api.answers.set('/api/2/media_features/', {
      ...features,
      count: features.count + 1,
      results: [added, ...features.results],
    });
    const run = await site.build(api.origin, ['--force']);
    expect(run.code, run.output).toBe(0);
    const lists = [
      ...run.output.matchAll(/\/(compositions|concerts|features)((?:\/[a-z0-9-]+)*)\/index\.html( \(restored\))?/g),
    ];
    const drawn = (kind: string) =>
      lists.filter(([, list, rest = '', restored]) => list === kind && restored === undefined && !isPersonPage(rest));
    expect(lists.length).toBeGreaterThan(20);
    expect(drawn('features').map(([page]) => page)).toContain('/features/index.html');
    expect(drawn('compositions').map(([page]) => page)).toEqual([]);
    expect(drawn('concerts').map(([page]) => page)).toEqual([]);
    expect(readFileSync(join(site.outDir, 'features/index.html'), 'utf8')).toContain('One More Feature');
  });
});

/** `/compositions/{composer|performer|conductor}/{identifier}`: a person's page, keyed as a record's page. */
function isPersonPage(rest: string): boolean {
  return /^\/(composer|performer|conductor)\/[a-z0-9-]+(\/page\/\d+)?$/.test(rest);
}
