import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_MOMENT_ENV } from '../../src/integrations/build-validity-channel.ts';
import { RENDER_THREAD_AFTER_ENV } from '../../src/integrations/parallel-prerender.ts';
import { fullTextSearchOf } from '../support/full-text-in-node.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { demoCatalogueAnswers } from './support/demo-answers.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';
import { filesUnder } from './support/tree-hash.ts';

/**
 * The site's own pages from the demo catalogue, built twice in one scratch site (an island's id
 * hashes its component's path) through the real build script: on one thread, then, with Astro's
 * incremental cache gone, with the second render thread (src/integrations/parallel-prerender.ts)
 * started at the first page, so it renders most of them. Both are built as of one instant
 * (`BUILD_MOMENT`), so what the pages show of the time is the same. Every file of the two sites is the same, byte for
 * byte: a page rendered on the second thread has the same head (stylesheets, scripts, CSP
 * hashes) and is finished the same way. Only Pagefind's word indexes and their meta files are
 * named and cut otherwise, as pages reach Pagefind in the order they finish: the same searches
 * find the same pages in both.
 */

const QUERIES = ['symphony', 'beethoven', 'concerto', 'quartet'];

const SECOND_THREAD_LINE = /Rendered (\d+) of (\d+) pages on a second thread\./;

let api: FixtureApi | undefined;
let site: ScratchSite | undefined;

beforeAll(async () => {
  api = await startFixtureApi(await demoCatalogueAnswers());
  site = createScratchSite({ site: 'site', env: { [BUILD_MOMENT_ENV]: new Date().toISOString() } });
});

afterAll(async () => {
  site?.remove();
  await api?.close();
});

/** Pagefind's files that depend on the order pages were added in: its word indexes, and its meta file and entry, which name them by hash. */
const ORDER_DEPENDENT = /^pagefind\/[^/]+\/(index\/|pagefind\.[^/]+\.pf_meta|pagefind-entry\.json)/;

/** The files of a built site and their bytes, by path, but {@link ORDER_DEPENDENT}'s. */
function siteFiles(outDir: string): Map<string, Buffer> {
  return new Map(
    filesUnder(outDir)
      .filter((file) => !ORDER_DEPENDENT.test(file))
      .map((file) => [file, readFileSync(join(outDir, file))]),
  );
}

/** Where the first of `differing` differs, in its text, for the failure message. */
function firstDifference(differing: string[], expected: Map<string, Buffer>, actual: Map<string, Buffer>): string {
  const file = differing.find((name) => name.endsWith('.html')) ?? differing[0];
  if (file === undefined) return '';
  const one = expected.get(file)?.toString() ?? '';
  const two = actual.get(file)?.toString() ?? '';
  let at = 0;
  while (at < one.length && one[at] === two[at]) at += 1;
  return `${file} at ${at}:\n  one thread:  ${one.slice(Math.max(0, at - 80), at + 400)}\n  two threads: ${two.slice(Math.max(0, at - 80), at + 400)}`;
}

/** The titles of the pages a full-text search of `site` finds for each query. */
async function searchHits(outDir: string, queries: readonly string[]): Promise<string[][]> {
  const search = await fullTextSearchOf(outDir);
  try {
    const found: string[][] = [];
    for (const query of queries) found.push((await search.search(query)).hits.map((hit) => hit.title).sort());
    return found;
  } finally {
    await search.close();
  }
}

describe('pages rendered on a second thread', () => {
  it('are the pages one thread renders, every file the same', async () => {
    if (api === undefined || site === undefined) throw new Error('not set up');
    const single = await site.build(api.origin, [], { [RENDER_THREAD_AFTER_ENV]: 'never' });
    expect(single.code, single.output).toBe(0);
    expect(single.output).not.toMatch(SECOND_THREAD_LINE);
    const expected = siteFiles(site.outDir);
    const singleHits = await searchHits(site.outDir, QUERIES);

    // Nothing kept: every page renders again (the cache folder is the scratch site's own).
    rmSync(join(site.root, 'node_modules/.astro'), { recursive: true, force: true });
    const parallel = await site.build(api.origin, [], { [RENDER_THREAD_AFTER_ENV]: '0' });
    expect(parallel.code, parallel.output).toBe(0);
    const [, onSecond = '0', all = '0'] = SECOND_THREAD_LINE.exec(parallel.output) ?? [];
    // Most pages: the main thread renders only until the second has loaded, and what it has no room for.
    expect(Number(onSecond)).toBeGreaterThan(Number(all) / 3);

    const actual = siteFiles(site.outDir);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    const differing = [...expected].filter(([file, bytes]) => !actual.get(file)?.equals(bytes)).map(([file]) => file);
    expect(differing, firstDifference(differing, expected, actual)).toEqual([]);
    expect([...expected.keys()].filter((file) => file.endsWith('.html')).length).toBeGreaterThan(100);

    expect(singleHits.every((titles) => titles.length > 0)).toBe(true);
    expect(await searchHits(site.outDir, QUERIES)).toEqual(singleHits);
  });
});
