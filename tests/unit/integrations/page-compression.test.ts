import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderedPageListeners } from '../../../src/integrations/finished-pages-channel.ts';
import pageCompression from '../../../src/integrations/page-compression.ts';
import { precompressSite } from '../../../scripts/site/precompress.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'page-compression-build-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');
const page = (title: string) =>
  `<!doctype html><main><h1>${title}</h1>${'<p>Andante cantabile.</p>'.repeat(100)}</main>`;

/** Runs the integration's hooks as `astro build` does, rendering `pages` (path → HTML) in between; its log. */
async function build(cacheDir: string, pages: Record<string, string>): Promise<string[]> {
  const logged: string[] = [];
  const integration = pageCompression();
  await integration.hooks['astro:config:done']?.({ config: { cacheDir: pathToFileURL(`${cacheDir}/`) } } as never);
  await integration.hooks['astro:build:start']?.({} as never);
  // The finishing integration tells every listener of each page, as the pages render.
  for (const [path, html] of Object.entries(pages))
    await Promise.all([...renderedPageListeners()].map((listener) => listener({ path, html, indexed: null })));
  await integration.hooks['astro:build:done']?.({ logger: { info: (line: string) => logged.push(line) } } as never);
  return logged;
}

describe('pageCompression', () => {
  it('compresses the rendered pages while they render, so precompression only links their copies', async () => {
    const cacheDir = join(root, 'cache');
    const pages = {
      'index.html': page('Home'),
      'composition/egmont/index.html': page('Egmont'),
      // Under 1 KB: left alone, as precompression leaves it.
      '404.html': '<!doctype html><h1>Not found</h1>',
      // Under 1,024 characters, over 1 KB in UTF-8.
      'composition/fermata/index.html': `<p>${'𝄐’'.repeat(300)}</p>`,
    };
    const logged = await build(cacheDir, pages);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^Compressed 3 rendered pages during rendering \(\d+\.\d MB → \d+\.\d MB brotli\) in \d+\.\d s of worker time\.$/,
    );
    expect(renderedPageListeners().size).toBe(0);

    // Astro writes the pages; precompression then finds the rendered ones' copies by their records.
    const site = join(root, 'site');
    const known = new Map<string, { size: number; page: string }>();
    for (const [path, html] of Object.entries(pages)) {
      mkdirSync(join(site, path, '..'), { recursive: true });
      writeFileSync(join(site, path), html);
      known.set(path, { size: Buffer.byteLength(html), page: sha256(html) });
    }
    writeFileSync(join(site, 'app.js'), 'console.log("player");'.repeat(100));
    const summary = await precompressSite(site, join(cacheDir, 'precompressed'), known);
    expect(summary).toMatchObject({ files: 4, reused: 3 });

    // The next build renders one of them again: its copies are kept already.
    const again = await build(cacheDir, { 'index.html': page('Home') });
    expect(again[0]).toMatch(/^Compressed 0 rendered pages during rendering .*; 1 already kept\.$/);
  });

  it('fails the build when the build is done if a page could not be compressed', async () => {
    // The precompression cache's folder cannot be made: a file stands at its name.
    const cacheDir = join(root, 'cache');
    mkdirSync(cacheDir);
    writeFileSync(join(cacheDir, 'precompressed'), '');
    await expect(build(cacheDir, { 'composition/egmont/index.html': page('Egmont') })).rejects.toThrow(
      /^Could not compress the rendered page composition\/egmont\/index\.html: ENOTDIR/,
    );
    expect(renderedPageListeners().size).toBe(0);
  });
});
