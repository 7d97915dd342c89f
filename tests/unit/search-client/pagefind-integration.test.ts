import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import pagefindIntegration, { PAGEFIND_FOLDER, writeFullTextIndex } from '../../../src/integrations/pagefind.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A built site of the given pages (path → body HTML). */
function site(pages: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'pagefind-site-'));
  folders.push(root);
  for (const [path, body] of Object.entries(pages)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`);
  }
  return root;
}

describe('the full-text index', () => {
  it('indexes only the pages that mark their content, and writes Pagefind’s script beside them', async () => {
    const root = site({
      'composition/horn-concerto/index.html':
        '<main data-pagefind-body><h1>Horn Concerto</h1><p>A hunting call echoes through the finale.</p></main>',
      'compositions/composer/anna-berg/index.html': '<main data-pagefind-body><h1>Anna Berg</h1><p>Born by the sea.</p></main>',
      'compositions/index.html': '<main><h1>Compositions</h1></main>',
    });
    const summary = await writeFullTextIndex(root);
    expect(summary.pages).toBe(2);
    expect(summary.outputPath).toBe(join(root, PAGEFIND_FOLDER));
    expect(existsSync(join(root, PAGEFIND_FOLDER, 'pagefind.js'))).toBe(true);
    expect(readdirSync(join(root, PAGEFIND_FOLDER)).some((name) => name.endsWith('.pf_meta'))).toBe(true);
  }, 30_000);

  it('is written by the integration when the build is done', async () => {
    const root = site({ 'concert/opening-night/index.html': '<main data-pagefind-body><h1>Opening Night</h1></main>' });
    const logged: string[] = [];
    const logger = { info: (message: string) => logged.push(message) };
    const hook = pagefindIntegration().hooks['astro:build:done'];
    expect(hook).toBeTypeOf('function');
    await hook?.({ dir: new URL(`file://${root}/`), logger, pages: [], assets: new Map() } as never);
    expect(existsSync(join(root, PAGEFIND_FOLDER, 'pagefind.js'))).toBe(true);
    expect(logged[0]).toMatch(/^Indexed 1 pages for full-text search in \d+\.\d s\.$/);
  }, 30_000);
});
