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
import { linkTree, pagesDigest, restoreIndex } from '../../../src/integrations/full-text-index-cache.ts';
import pagefindIntegration, { PAGEFIND_FOLDER, writeFullTextIndex } from '../../../src/integrations/pagefind.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built page with `body`. */
const pageHtml = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

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
    expect(readdirSync(join(root, PAGEFIND_FOLDER)).some((name) => name.endsWith('.pf_meta'))).toBe(true);
  }, 30_000);

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
    const fragments = readdirSync(join(root, PAGEFIND_FOLDER, 'fragment'));
    expect(fragments).toHaveLength(1);
    // A fragment is gzip: Pagefind's signature, then the page's JSON with its indexed `content`.
    const raw = gunzipSync(readFileSync(join(root, PAGEFIND_FOLDER, 'fragment', fragments[0] ?? ''))).toString();
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

  it('indexes afresh when what it leaves out of a page changes', async () => {
    const root = site({ 'concert/opening-night/index.html': '<main data-pagefind-body><h1>Opening Night</h1></main>' });
    expect(await pagesDigest(root, PAGEFIND_FOLDER, 'button')).not.toBe(
      await pagesDigest(root, PAGEFIND_FOLDER, 'nav'),
    );
  });

  it('is written by the integration when the build is done, and reused while no page changes', async () => {
    const root = site({
      'concert/opening-night/index.html': '<main data-pagefind-body><h1>Opening Night</h1></main>',
      'concert/closing-night/index.html': '<main data-pagefind-body><h1>Closing Night</h1></main>',
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

    expect(await build()).toMatch(/^Indexed 2 pages for full-text search in \d+\.\d s\.$/);
    expect(existsSync(join(root, PAGEFIND_FOLDER, 'pagefind.js'))).toBe(true);
    const first = index();

    // The next build writes the same pages: the kept index is copied, not made again.
    rmSync(join(root, PAGEFIND_FOLDER), { recursive: true });
    expect(await build()).toMatch(/^Reused the full-text index: no page changed since it was made/);
    expect(index()).toEqual(first);

    // One page changes: everything is indexed afresh.
    writeFileSync(
      join(root, 'concert/closing-night/index.html'),
      pageHtml('<main data-pagefind-body><h1>Closing Night, revised</h1></main>'),
    );
    expect(await build()).toMatch(/^Indexed 2 pages/);

    // A page is added: afresh too.
    mkdirSync(join(root, 'concert/encore'), { recursive: true });
    writeFileSync(join(root, 'concert/encore/index.html'), pageHtml('<main data-pagefind-body><h1>Encore</h1></main>'));
    expect(await build()).toMatch(/^Indexed 3 pages/);
    expect(await build()).toMatch(/^Reused the full-text index/);
  }, 60_000);

  it('indexes afresh when the kept index was never finished', async () => {
    const root = site({ 'concert/opening-night/index.html': '<main data-pagefind-body><h1>Opening Night</h1></main>' });
    const cacheDir = mkdtempSync(join(tmpdir(), 'pagefind-cache-'));
    folders.push(cacheDir);
    const digest = await pagesDigest(root, PAGEFIND_FOLDER);
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
