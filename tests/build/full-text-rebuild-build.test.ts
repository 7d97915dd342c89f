import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedBuild } from '../../scripts/site/publish-output.ts';
import { publishedRecordFile } from '../../scripts/site/published-record.ts';
import { shardFolder, shardOfPage } from '../../src/features/search/lib/full-text-shards.ts';
import { stripEmphasis } from '../../src/lib/text/emphasis.ts';
import { fullTextSearchOf } from '../support/full-text-in-node.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { demoCatalogueAnswers, keepOneOfEachList } from './support/demo-answers.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';

/**
 * The full-text index in shards, across rebuilds of the site's own pages: a rebuild after one
 * composition's program note changed re-indexes only the shard holding that composition's page,
 * reuses every other from the build cache, and the new note's words are found by the search
 * page's own client over the written shards (run in Node against the built folder). A rebuild with
 * nothing changed keeps the published site; once what its pages show of the time has passed, it
 * builds again, every shard reused. The site is built from a part of the demo catalogue, so the
 * builds stay short.
 */

interface CompositionBody {
  identifier: string;
  title: string;
  hasDetail: boolean;
  primary_program_note: { text: string; formatted_credit_html: string } | null;
}
interface CombinedBody {
  compositions: CompositionBody[];
  programs: unknown[];
}

/** A word no page of the demo catalogue holds. */
const NEW_WORD = 'zyzzogeton';

/** The demo's answers cut to a dozen works with details, four concerts and one of each other list. */
function cut(answers: Map<string, unknown>): Map<string, unknown> {
  const combined = answers.get('/api/2/combined/') as CombinedBody;
  combined.compositions = combined.compositions.filter((work) => work.hasDetail).slice(0, 12);
  combined.programs = combined.programs.slice(0, 4);
  keepOneOfEachList(answers);
  return answers;
}

let api: FixtureApi | undefined;
let site: ScratchSite | undefined;
let work: CompositionBody | undefined;

beforeAll(async () => {
  api = await startFixtureApi(cut(await demoCatalogueAnswers()));
  const first = (api.answers.get('/api/2/combined/') as CombinedBody).compositions[0];
  work = api.answers.get(`/api/2/compositions/${first?.identifier ?? ''}/`) as CompositionBody;
  site = createScratchSite({ site: 'site' });
});

afterAll(async () => {
  site?.remove();
  await api?.close();
});

/**
 * Each shard folder's entry file's inode: a shard reused from the build cache is a hard link to
 * the kept one, so its inode stays from build to build; a shard indexed afresh is a new file.
 */
function entryInodes(): Map<string, number> {
  const folder = join(site!.outDir, 'pagefind');
  return new Map(
    readdirSync(folder)
      .filter((name) => name.startsWith('shard-'))
      .map((name) => [name, statSync(join(folder, name, 'pagefind-entry.json')).ino]),
  );
}

let inodesBefore = new Map<string, number>();

/** The full-text search's hits for `query` on the published site, as titles. */
async function titlesFound(query: string): Promise<string[]> {
  const search = await fullTextSearchOf(site!.outDir);
  try {
    return (await search.search(query)).hits.map((hit) => hit.title);
  } finally {
    await search.close();
  }
}

describe('the full-text index across rebuilds', () => {
  // A minute or two on a quiet machine; on two cores shared by a dozen builds, far longer.
  it('is written in shards by a full build', { timeout: 1_500_000 }, async () => {
    const run = await site!.build(api!.origin);
    expect(run.code, run.output.slice(-4000)).toBe(0);
    expect(run.output).toMatch(/Indexed \d+ pages for full-text search \(\d+ shards\)/);
    expect(await titlesFound(NEW_WORD)).toEqual([]);
    expect(await titlesFound(stripEmphasis(work!.title))).toContain(stripEmphasis(work!.title));
    inodesBefore = entryInodes();
  });

  it(
    're-indexes only the changed composition page’s shard after its program note changed',
    {
      timeout: 1_500_000,
    },
    async () => {
      work!.primary_program_note = {
        text: `<p>The horns answer the strings with a ${NEW_WORD} motif.</p>`,
        formatted_credit_html: '',
      };
      const run = await site!.build(api!.origin);
      expect(run.code, run.output.slice(-4000)).toBe(0);
      const indexed = /Indexed \d+ pages for full-text search \((\d+) of (\d+) shards, (\d+) reused\)/.exec(run.output);
      expect(indexed, run.output.slice(-4000)).not.toBeNull();
      expect(indexed?.[1]).toBe('1');
      expect(Number(indexed?.[3])).toBe(Number(indexed?.[2]) - 1);
      const after = entryInodes();
      expect([...after.keys()]).toEqual([...inodesBefore.keys()]);
      const renewed = [...after].filter(([shard, inode]) => inodesBefore.get(shard) !== inode).map(([shard]) => shard);
      expect(renewed).toEqual([shardFolder(shardOfPage(`composition/${work!.identifier}/index.html`))]);
      expect(await titlesFound(NEW_WORD)).toEqual([stripEmphasis(work!.title)]);
    },
  );

  it('keeps the published site when nothing changed', { timeout: 1_500_000 }, async () => {
    const served = publishedBuild(site!.outDir);
    const run = await site!.build(api!.origin);
    expect(run.code, run.output.slice(-4000)).toBe(0);
    expect(run.output).toContain(`Nothing changed since the site in ${site!.outDir} was built`);
    expect(run.output).not.toContain('generating static routes');
    expect(publishedBuild(site!.outDir)).toBe(served);
    expect(await titlesFound(NEW_WORD)).toEqual([stripEmphasis(work!.title)]);
  });

  it(
    'builds again once what the pages show of the time has passed, reusing every shard, and keeps that build next',
    { timeout: 1_500_000 },
    async () => {
      // The published build's record, as a build an hour ago whose live-stream states held until a minute ago left it.
      const recordFile = publishedRecordFile(join(site!.root, 'node_modules/.astro'), site!.outDir);
      const record = JSON.parse(readFileSync(recordFile, 'utf8')) as { validUntil: string | null };
      expect(Date.parse(record.validUntil ?? '')).toBeGreaterThan(Date.now());
      writeFileSync(recordFile, JSON.stringify({ ...record, validUntil: new Date(Date.now() - 60_000).toISOString() }));
      const served = publishedBuild(site!.outDir);
      const run = await site!.build(api!.origin);
      expect(run.code, run.output.slice(-4000)).toBe(0);
      expect(run.output).toContain('Reused the full-text index: no page changed since it was made');
      expect(publishedBuild(site!.outDir)).not.toBe(served);
      expect(await titlesFound(NEW_WORD)).toEqual([stripEmphasis(work!.title)]);
      // That build restored most pages; the pages it rendered noted until when they hold, so the next is kept.
      const next = await site!.build(api!.origin);
      expect(next.code, next.output.slice(-4000)).toBe(0);
      expect(next.output).toContain(`Nothing changed since the site in ${site!.outDir} was built`);
    },
  );
});
