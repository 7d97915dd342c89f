import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositionSummary, Person } from '../../src/lib/api/contract.ts';
import { htmlPageSizes, PAGE_BYTES_LIMIT } from '../../scripts/site/largest-page.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { buildCategory, buildComposition, buildImage, buildPerson, refTo } from '../support/contract-builders.ts';
import { demoCatalogueAnswers, keepOneOfEachList } from './support/demo-answers.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';

/**
 * No page grows with the catalogue. The site's own pages are built from a catalogue of
 * list pages' worst cases: 1,000 works (in /combined/ only, so no detail page each) that all share
 * one genre, 500 of them by one composer, beside a few of the demo's works and concerts and one of
 * its features, collections and live streams (the build refuses to publish an empty collection):
 * about 130 pages. Every HTML
 * page must stay within 300 KB raw, the lists split into pages linked to each other, and the
 * sitemap must name the later pages. (Unsplit, /compositions alone would be several times the bound.)
 */

const BASE = '/music/concert-library';
const WORKS = 1_000;
const PROLIFIC_WORKS = 500;
const COMPOSER = 'prolific-composer';

interface CombinedBody {
  compositions: CompositionSummary[];
  people: Person[];
  programs: unknown[];
}

/** The demo's answers with /combined/ cut to a few works and concerts and grown by the large lists. */
function grow(answers: Map<string, unknown>): Map<string, unknown> {
  const prolific = buildPerson({ id: 900_000, identifier: COMPOSER, first_name: 'Pro', last_name: 'Lific' });
  const genre = buildCategory({ identifier: 'synthetic-genre', title: 'Synthetic Genre' });
  const compositions = Array.from({ length: WORKS }, (_, i) =>
    buildComposition({
      id: 1_000_000 + i,
      identifier: `work-${i}`,
      title: `Sonata No. ${i} in *E-flat*`,
      opus: `Op. ${i}`,
      hasDetail: false,
      composer: i < PROLIFIC_WORKS ? refTo(prolific) : null,
      combined_composer_arranger_credit: i < PROLIFIC_WORKS ? 'Lific' : 'Anonymous',
      genre: [genre],
      // Half pictured (the heavier row), half with the placeholder. Neither audio nor video, so
      // the media views stay the demo's: the build stays short.
      preferred_image: i % 2 === 0 ? buildImage() : null,
      has_audio: false,
    }),
  );
  const combined = answers.get('/api/2/combined/') as CombinedBody;
  combined.compositions = [...combined.compositions.filter((work) => work.hasDetail).slice(0, 5), ...compositions];
  combined.people.push(prolific);
  combined.programs = combined.programs.slice(0, 3);
  keepOneOfEachList(answers);
  return answers;
}

let api: FixtureApi | undefined;
let site: ScratchSite | undefined;

beforeAll(async () => {
  api = await startFixtureApi(grow(await demoCatalogueAnswers()));
  site = createScratchSite({ site: 'site' });
});

afterAll(async () => {
  site?.remove();
  await api?.close();
});

const page = (path: string): string => readFileSync(join(site!.outDir, path, 'index.html'), 'utf8');

describe('list pages at a large catalogue', () => {
  // Seconds on a quiet machine; minutes when vitest's DEV=1 reached the pages (see the next test).
  it('builds, its link check passing', { timeout: 1_500_000 }, async () => {
    const run = await site!.build(api!.origin);
    expect(run.code, run.output.slice(-4000)).toBe(0);
    expect(run.output).toMatch(/Link check: \d+ links on \d+ pages all lead to built pages/);
  });

  it('is a production build though vitest runs it under NODE_ENV=test and DEV=1', () => {
    // Both reached the pages once (scripts/site/build-pipeline.ts astroBuildEnv): React's
    // development build shipped, and the per-build indexes were worked out again for every page.
    expect([process.env['NODE_ENV'], process.env['DEV']]).toEqual(['test', '1']);
    const chunks = readdirSync(join(site!.outDir, '_astro'));
    expect(chunks.some((name) => name.startsWith('client.'))).toBe(true);
    expect(chunks.filter((name) => name.includes('jsx-dev-runtime'))).toEqual([]);
  });

  it('keeps every HTML page within 300 KB raw', () => {
    const sizes = htmlPageSizes(site!.outDir);
    expect(sizes.length).toBeGreaterThan(100);
    const over = sizes.filter((size) => size.bytes > PAGE_BYTES_LIMIT).map((size) => `${size.path}: ${size.bytes}`);
    expect(over).toEqual([]);
  });

  it('splits a composer of 500 works and a genre of a thousand into linked pages', () => {
    const composerPath = `compositions/composer/${COMPOSER}`;
    expect(existsSync(join(site!.outDir, composerPath, 'page/5/index.html'))).toBe(true);
    expect(existsSync(join(site!.outDir, composerPath, 'page/6/index.html'))).toBe(false);
    expect(existsSync(join(site!.outDir, 'compositions/genre/synthetic-genre/page/10/index.html'))).toBe(true);
    const second = page(`${composerPath}/page/2`);
    expect(second).toContain(`<link rel="canonical" href="http://localhost:4321${BASE}/${composerPath}/page/2">`);
    expect(second).toContain(`<link rel="prev" href="http://localhost:4321${BASE}/${composerPath}">`);
    expect(second).toContain(`<link rel="next" href="http://localhost:4321${BASE}/${composerPath}/page/3">`);
    expect(second).toMatch(/<title>Pro Lific — page 2 \| /);
    expect(second).toContain('101–200 of 500 compositions');
  });

  it('names the later pages in the sitemap', () => {
    const sitemap = readFileSync(join(site!.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`${BASE}/compositions/page/2</loc>`);
    expect(sitemap).toContain(`${BASE}/compositions/genre/synthetic-genre/page/10</loc>`);
    expect(sitemap).not.toContain(`${BASE}/compositions/by/all/page/2</loc>`);
  });
});
