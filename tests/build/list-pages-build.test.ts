import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPageSizes, PAGE_BYTES_LIMIT } from '../../scripts/site/largest-page.ts';
import type { CompositionSummary, Person } from '../../src/lib/api/contract.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { buildCategory, buildComposition, buildImage, buildPerson, refTo } from '../unit/support/contract-builders.ts';
import { demoCatalogueAnswers } from './support/demo-answers.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';

/**
 * Issue 12: no page grows with the catalogue. The site's own pages are built from the demo
 * catalogue grown by 2,400 pictured works (in /combined/ only, so no detail page each) that all
 * share one genre, 600 of them by one composer, with 300 more performers: the longest lists a
 * large catalogue makes. Every HTML page must stay within 300 KB raw, the lists split into pages
 * linked to each other, and the sitemap must name the later pages.
 */

const BASE = '/music/concert-library';
const EXTRA_WORKS = 2_400;
const PROLIFIC_WORKS = 600;

interface CombinedBody {
  compositions: CompositionSummary[];
  people: Person[];
}

let api: FixtureApi | undefined;
let site: ScratchSite | undefined;
let composer = '';

/** The demo's /combined/ with the synthetic works and performers added. */
function grow(combined: CombinedBody): void {
  const prolific = buildPerson({ id: 900_000, identifier: 'prolific-composer', first_name: 'Pro', last_name: 'Lific' });
  composer = prolific.identifier;
  const genre = buildCategory({ identifier: 'synthetic-genre', title: 'Synthetic Genre' });
  const performers = Array.from({ length: 300 }, (_, i) =>
    buildPerson({ id: 900_001 + i, identifier: `synthetic-performer-${i}`, last_name: `Performer ${i}` }),
  );
  const works = Array.from({ length: EXTRA_WORKS }, (_, i) =>
    buildComposition({
      id: 1_000_000 + i,
      identifier: `synthetic-work-${i}`,
      title: `Synthetic Sonata No. ${i} in *E-flat*`,
      opus: `Op. ${i}`,
      hasDetail: false,
      composer: i < PROLIFIC_WORKS ? refTo(prolific) : null,
      combined_composer_arranger_credit: i < PROLIFIC_WORKS ? 'Lific' : 'Anonymous',
      genre: [genre],
      preferred_image: buildImage(),
      performer_ids: [performers[i % performers.length]?.id ?? 0],
      has_video: i % 2 === 0,
    }),
  );
  combined.people.push(prolific, ...performers);
  combined.compositions.push(...works);
}

beforeAll(async () => {
  const answers = await demoCatalogueAnswers();
  grow(answers.get('/api/2/combined/') as CombinedBody);
  api = await startFixtureApi(answers);
  site = createScratchSite({ site: 'site' });
  const run = await site.build(api.origin);
  if (run.code !== 0) throw new Error(`The build failed (exit ${run.code}):\n${run.output.slice(-4000)}`);
}, 170_000);

afterAll(async () => {
  site?.remove();
  await api?.close();
});

const page = (path: string): string => readFileSync(join(site!.outDir, path, 'index.html'), 'utf8');

describe('list pages at a large catalogue', () => {
  it('keeps every HTML page within 300 KB raw', () => {
    const sizes = htmlPageSizes(site!.outDir);
    expect(sizes.length).toBeGreaterThan(100);
    const over = sizes.filter((size) => size.bytes > PAGE_BYTES_LIMIT).map((size) => `${size.path}: ${size.bytes}`);
    expect(over).toEqual([]);
  });

  it('splits a composer of 600 works and a genre of thousands into linked pages', () => {
    const composerPath = `compositions/composer/${composer}`;
    expect(existsSync(join(site!.outDir, composerPath, 'page/6/index.html'))).toBe(true);
    expect(existsSync(join(site!.outDir, composerPath, 'page/7/index.html'))).toBe(false);
    expect(existsSync(join(site!.outDir, 'compositions/genre/synthetic-genre/page/24/index.html'))).toBe(true);
    const second = page(`${composerPath}/page/2`);
    expect(second).toContain(`<link rel="canonical" href="http://localhost:4321${BASE}/${composerPath}/page/2">`);
    expect(second).toContain(`<link rel="prev" href="http://localhost:4321${BASE}/${composerPath}">`);
    expect(second).toContain(`<link rel="next" href="http://localhost:4321${BASE}/${composerPath}/page/3">`);
    expect(second).toMatch(/<title>Pro Lific — page 2 \| /);
    expect(second).toContain('101–200 of 600 compositions');
  });

  it('names the later pages in the sitemap', () => {
    const sitemap = readFileSync(join(site!.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`${BASE}/compositions/page/2</loc>`);
    expect(sitemap).toContain(`${BASE}/compositions/genre/synthetic-genre/page/24</loc>`);
    expect(sitemap).not.toContain(`${BASE}/compositions/by/all/page/2</loc>`);
  });
});
