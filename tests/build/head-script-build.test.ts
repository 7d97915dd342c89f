import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { demoCatalogueAnswers } from './support/demo-answers.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';

/**
 * The head script is compiled from its modules while the pages render (src/page-scripts/head-script.ts),
 * outside the module graph by which Astro's incremental build decides which pages to render again. A
 * real build of the site's pages, then a change to one of those modules and a second build: every page
 * must carry the new script, and its Content-Security-Policy the hash of that exact text.
 */

let api: FixtureApi | undefined;
let site: ScratchSite | undefined;

beforeAll(async () => {
  api = await startFixtureApi(await demoCatalogueAnswers());
  site = createScratchSite({ site: 'site' });
});

afterAll(async () => {
  await api?.close();
  site?.remove();
});

/** A built page's inline head script, and whether its CSP allows that exact text. */
function headScriptOf(page: string): { text: string; allowed: boolean } {
  const html = readFileSync(join(site!.outDir, page), 'utf8');
  const text = /<script>(\(function\(headScriptValues\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1] ?? '';
  const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  return { text, allowed: csp.includes(hash) };
}

const PAGES = ['index.html', 'compositions/index.html', 'composition/beethoven-symphony-3/index.html'];

describe('the head script in built pages', () => {
  it('is inlined in every page, and allowed by its CSP', async () => {
    const run = await site!.build(api!.origin);
    expect(run.code, run.output).toBe(0);
    for (const page of PAGES) {
      const script = headScriptOf(page);
      expect(script.text, page).toContain('"viewby"');
      expect(script.allowed, page).toBe(true);
    }
  });

  it('changes in every page when one of its modules changes, though no page or component did', async () => {
    const module = join(site!.root, 'src/page-scripts/head/view-layout.ts');
    writeFileSync(module, readFileSync(module, 'utf8').replace("= 'viewby';", "= 'viewby-changed';"));
    const run = await site!.build(api!.origin);
    expect(run.code, run.output).toBe(0);
    for (const page of PAGES) {
      const script = headScriptOf(page);
      expect(script.text, page).toContain('"viewby-changed"');
      expect(script.allowed, page).toBe(true);
    }
  });
});
