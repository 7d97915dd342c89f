import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkTree, restoreIndex } from '../../../../../src/features/search/integrations/full-text-index-cache.ts';
import { LiveFullTextIndex } from '../../../../../src/features/search/integrations/full-text-live-index.ts';
import { sha256 } from '../../../../../src/features/search/integrations/full-text-pages.ts';
import pagefindIntegration, {
  PAGEFIND_FOLDER,
  writeFullTextIndex,
  writeOrReuseFullTextIndex,
} from '../../../../../src/features/search/integrations/pagefind.ts';
import { FULL_TEXT_EXCLUDED_SELECTORS } from '../../../../../src/features/search/lib/full-text-exclusions.ts';
import { indexedPageHtml } from '../../../../../src/features/search/lib/full-text-page.ts';
import {
  FULL_TEXT_SHARD_COUNT,
  shardFolder,
  shardOfPage,
} from '../../../../../src/features/search/lib/full-text-shards.ts';
import { fullTextSearchOf } from '../../../../support/full-text-in-node.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built page with `body`. */
const pageHtml = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

/** What the full-text index reads of a page, as the build hands it to the live index. */
function indexedPart(page: string): { html: string; digest: string } | null {
  const html = indexedPageHtml(page);
  return html === null ? null : { html, digest: sha256(html) };
}

/** A built site of the given pages (path → body HTML). */
function site(pages: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'pagefind-site-'));
  folders.push(root);
  for (const [path, body] of Object.entries(pages)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(body));
  }
  return root;
}

describe('the full-text index', () => {
  it('indexes only the pages that mark their content, and writes Pagefind’s script beside them', async () => {
    const root = site({
      'composition/horn-concerto/index.html':
        '<main data-pagefind-body><h1>Horn Concerto</h1><p>A hunting call echoes through the finale.</p></main>',
      'compositions/composer/anna-berg/index.html':
        '<main data-pagefind-body><h1>Anna Berg</h1><p>Born by the sea.</p></main>',
      'compositions/index.html': '<main><h1>Compositions</h1></main>',
    });
    const summary = await writeFullTextIndex(root);
    expect(summary.pages).toBe(2);
    expect(summary.outputPath).toBe(join(root, PAGEFIND_FOLDER));
    expect(existsSync(join(root, PAGEFIND_FOLDER, 'pagefind.js'))).toBe(true);
    const { shards } = JSON.parse(readFileSync(join(root, PAGEFIND_FOLDER, 'shards.json'), 'utf8')) as {
      shards: string[];
    };
    expect(shards.length).toBe(summary.shards);
    for (const shard of shards)
      expect(readdirSync(join(root, PAGEFIND_FOLDER, shard)).some((name) => name.endsWith('.pf_meta'))).toBe(true);
  }, 30_000);

  it('is searched as one index over its shards, ranked and excerpted as Pagefind does', async () => {
    const pages: Record<string, string> = {};
    for (let n = 0; n < 40; n++) {
      const words = n === 7 ? 'A hunting call echoes through the finale.' : `Work number ${n} of the season.`;
      pages[`composition/work-${n}/index.html`] = `<div data-pagefind-body><h1>Work ${n}</h1><p>${words}</p></div>`;
    }
    pages['concert/hunt/index.html'] =
      '<div data-pagefind-body><h1>The Hunt</h1><p>Hunting horns, a hunting song and a hunting call.</p></div>';
    const root = site(pages);
    const summary = await writeFullTextIndex(root);
    expect(summary.shards).toBeGreaterThan(4);
    const search = await fullTextSearchOf(root);
    try {
      const found = await search.search('hunting');
      expect(found.hits.map((hit) => hit.title)).toEqual(['The Hunt', 'Work 7']);
      expect(found.hits[1]?.url).toMatch(/\/composition\/work-7$/);
      expect(found.hits[1]?.excerpt).toContainEqual({ text: 'hunting', marked: true });
      expect((await search.search('season')).total).toBe(39);
      expect((await search.search('qqxzvw')).total).toBe(0);
    } finally {
      await search.close();
    }
  }, 60_000);

  it('indexes the prose and names of a page, never its controls, navigation or labels', async () => {
    const root = site({
      'composition/horn-concerto/index.html': `<main data-pagefind-body>
        <h1>Horn Concerto</h1>
        <nav aria-label="Breadcrumb"><a href="/">Home</a></nav>
        <p>A hunting call echoes through the finale.</p>
        <dl><dt>Conductor</dt><dd><a href="/c/tobias">Tobias Rennquist</a></dd></dl>
        <p data-index-ignore>3 performances</p>
        <button type="button">Play Performance</button><button type="button">Add to queue</button>
        <a class="button button--quiet" href="https://example.org/share">Share</a>
        <span class="visually-hidden">Opens in a new tab</span>
        <form><label>Email <input name="email"></label></form>
      </main>`,
    });
    await writeFullTextIndex(root);
    const shard = join(root, PAGEFIND_FOLDER, shardFolder(shardOfPage('composition/horn-concerto/index.html')));
    const fragments = readdirSync(join(shard, 'fragment'));
    expect(fragments).toHaveLength(1);
    // A fragment is gzip: Pagefind's signature, then the page's JSON with its indexed `content`.
    const raw = gunzipSync(readFileSync(join(shard, 'fragment', fragments[0] ?? ''))).toString();
    const { content } = JSON.parse(raw.slice(raw.indexOf('{'))) as { content: string };
    expect(content).toContain('A hunting call echoes through the finale.');
    expect(content).toContain('Tobias Rennquist');
    for (const furniture of [
      'Play Performance',
      'Add to queue',
      'Conductor',
      'Home',
      'performances',
      'Email',
      'new tab',
    ])
      expect(content, furniture).not.toContain(furniture);
  }, 30_000);

  it('is written by the integration when the build is done, and re-indexed only in the shards that changed', async () => {
    // Two pages in two shards.
    const [opening, closing] = ['concert/opening-night/index.html', 'concert/closing-night/index.html'];
    expect(shardOfPage(opening)).not.toBe(shardOfPage(closing));
    const root = site({
      [opening]: '<main data-pagefind-body><h1>Opening Night</h1></main>',
      [closing]: '<main data-pagefind-body><h1>Closing Night</h1></main>',
      'concerts/index.html': '<main><h1>Concerts</h1></main>',
    });
    const cacheDir = mkdtempSync(join(tmpdir(), 'pagefind-cache-'));
    folders.push(cacheDir);
    const build = async (): Promise<string> => {
      const logged: string[] = [];
      const logger = { info: (message: string) => logged.push(message) };
      const integration = pagefindIntegration();
      await integration.hooks['astro:config:done']?.({ config: { cacheDir: new URL(`file://${cacheDir}/`) } } as never);
      await integration.hooks['astro:build:done']?.({
        dir: new URL(`file://${root}/`),
        logger,
        pages: [],
        assets: new Map(),
      } as never);
      return logged.join('\n');
    };
    const index = () => readdirSync(join(root, PAGEFIND_FOLDER), { recursive: true }).map(String).sort();

    expect(await build()).toMatch(/^Indexed 2 pages for full-text search \(2 shards\) in \d+\.\d s\.$/);
    expect(existsSync(join(root, PAGEFIND_FOLDER, 'pagefind.js'))).toBe(true);
    const first = index();

    // The next build writes the same pages: the kept index is copied, not made again.
    rmSync(join(root, PAGEFIND_FOLDER), { recursive: true });
    expect(await build()).toMatch(/^Reused the full-text index: no page changed since it was made/);
    expect(index()).toEqual(first);

    // A page the index leaves out changes, and the markup around an indexed page's content: nothing to index.
    writeFileSync(join(root, 'concerts/index.html'), pageHtml('<main><h1>Concerts, revised</h1></main>'));
    writeFileSync(
      join(root, opening),
      pageHtml('<header>Live now</header><main data-pagefind-body><h1>Opening Night</h1></main>'),
    );
    expect(await build()).toMatch(/^Reused the full-text index/);

    // One page's content changes: its shard alone is indexed afresh, and the other kept.
    const kept = join(root, PAGEFIND_FOLDER, shardFolder(shardOfPage(opening)), 'pagefind-entry.json');
    const keptInode = statSync(kept).ino;
    writeFileSync(join(root, closing), pageHtml('<main data-pagefind-body><h1>Closing Night, revised</h1></main>'));
    expect(await build()).toMatch(/^Indexed 1 pages for full-text search \(1 of 2 shards, 1 reused\)/);
    expect(statSync(kept).ino).toBe(keptInode);
    const search = await fullTextSearchOf(root);
    try {
      expect((await search.search('revised')).hits.map((hit) => hit.title)).toEqual(['Closing Night, revised']);
      expect((await search.search('opening')).hits.map((hit) => hit.title)).toEqual(['Opening Night']);
    } finally {
      await search.close();
    }

    // A page is added: its shard is indexed afresh.
    mkdirSync(join(root, 'concert/encore'), { recursive: true });
    writeFileSync(join(root, 'concert/encore/index.html'), pageHtml('<main data-pagefind-body><h1>Encore</h1></main>'));
    expect(await build()).toMatch(/^Indexed \d+ pages for full-text search \(1 of \d shards/);
    expect(await build()).toMatch(/^Reused the full-text index/);
  }, 60_000);

  it('takes the pages rendered in this build as they come, and reads only the ones restored unrendered', async () => {
    const pages: Record<string, string> = {};
    for (let n = 0; n < 12; n++)
      pages[`composition/work-${n}/index.html`] =
        `<div data-pagefind-body><h1>Work ${n}</h1><p>${n === 3 ? 'A hunting call.' : `Season ${n}.`}</p></div>`;
    const root = site(pages);
    const live = new LiveFullTextIndex(FULL_TEXT_SHARD_COUNT, FULL_TEXT_EXCLUDED_SELECTORS);
    // Eight pages rendered (told to the live index), four restored by Astro (only on disk).
    for (let n = 0; n < 8; n++) {
      const path = `composition/work-${n}/index.html`;
      await live.add(path, indexedPart(readFileSync(join(root, path), 'utf8')));
    }
    const summary = await writeOrReuseFullTextIndex(root, undefined, {}, live);
    expect(summary).toMatchObject({ pages: 12, indexedWhileRendering: 8, strayPaths: [] });
    const search = await fullTextSearchOf(root);
    try {
      expect((await search.search('hunting')).hits.map((hit) => hit.title)).toEqual(['Work 3']);
      expect((await search.search('season')).total).toBe(11);
    } finally {
      await search.close();
    }
  }, 60_000);

  it('reads every page when one told to it as rendered has no file, so no result leads nowhere', async () => {
    const root = site({
      'concert/opening-night/index.html': '<main data-pagefind-body><h1>Opening Night</h1></main>',
    });
    const live = new LiveFullTextIndex(FULL_TEXT_SHARD_COUNT, FULL_TEXT_EXCLUDED_SELECTORS);
    await live.add(
      'concert/opening-night/index.html',
      indexedPart(pageHtml('<main data-pagefind-body><h1>Opening Night</h1></main>')),
    );
    await live.add(
      'concert/ghost/index.html',
      indexedPart(pageHtml('<main data-pagefind-body><h1>Ghost Night</h1></main>')),
    );
    const summary = await writeOrReuseFullTextIndex(root, undefined, {}, live);
    expect(summary).toMatchObject({ pages: 1, indexedWhileRendering: 0, strayPaths: ['concert/ghost/index.html'] });
    const search = await fullTextSearchOf(root);
    try {
      expect((await search.search('night')).hits.map((hit) => hit.title)).toEqual(['Opening Night']);
    } finally {
      await search.close();
    }
  }, 60_000);

  it('indexes afresh when the kept index was never finished', async () => {
    const root = site({});
    const cacheDir = mkdtempSync(join(tmpdir(), 'pagefind-cache-'));
    folders.push(cacheDir);
    const digest = 'a digest of its pages';
    // An index folder without its digest: a save that stopped halfway.
    mkdirSync(join(cacheDir, 'index'), { recursive: true });
    writeFileSync(join(cacheDir, 'index', 'pagefind.js'), 'stale');
    expect(await restoreIndex(cacheDir, digest, join(root, PAGEFIND_FOLDER))).toBe(false);
    expect(existsSync(join(root, PAGEFIND_FOLDER))).toBe(false);
  });

  it('recreates a kept index as hard links on the same file system', () => {
    const source = site({ 'fragment/en_1.pf_fragment': 'one', 'pagefind.js': 'script' });
    const target = join(mkdtempSync(join(tmpdir(), 'pagefind-link-')), 'index');
    folders.push(dirname(target));
    linkTree(source, target);
    const files = readdirSync(source, { recursive: true })
      .map(String)
      .filter((path) => statSync(join(source, path)).isFile());
    expect(files.sort()).toEqual(['fragment/en_1.pf_fragment', 'pagefind.js']);
    for (const path of files) {
      expect(readFileSync(join(target, path), 'utf8')).toBe(readFileSync(join(source, path), 'utf8'));
      expect(statSync(join(target, path)).ino).toBe(statSync(join(source, path)).ino);
    }
  });

  it('fails plainly when the build cache is unknown', async () => {
    const root = site({ 'concert/opening-night/index.html': '<main data-pagefind-body><h1>Opening Night</h1></main>' });
    const hook = pagefindIntegration().hooks['astro:build:done'];
    await expect(
      hook?.({
        dir: new URL(`file://${root}/`),
        logger: { info: () => undefined },
        pages: [],
        assets: new Map(),
      } as never),
    ).rejects.toThrow(/could not find the build cache/);
  });
});
