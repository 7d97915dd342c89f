import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedBuild } from '../../scripts/site/publish-output.ts';
import { catalogueAnswers, fixtureCatalogue } from '../fixtures/api/fixture-catalogue.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';
import { treeHash } from './support/tree-hash.ts';

/**
 * Real builds through scripts/build-site.ts against a host that declares its catalogue version, as
 * ours does: a rebuild with nothing changed asks for the declaration alone and keeps the published
 * site without starting Astro; a new catalogue version, a change to the code or to a setting builds.
 * The tests run in order and share one scratch site, as successive CI builds would.
 */

let api: FixtureApi;
let site: ScratchSite;

beforeAll(async () => {
  api = await startFixtureApi(catalogueAnswers(fixtureCatalogue()));
  api.declaration.declares = true;
  // A file rendered at every build, as the site's calendars are, so every build notes until when it holds.
  site = createScratchSite({ pages: ['tests/fixtures/site/moment-pages'] });
});

afterAll(async () => {
  await api.close();
  site.remove();
});

const MANIFEST = '/api/2/catalog_manifest/';
/** Lines only a running Astro prints: its content layer, its build, and its logger's labels. */
const ASTRO_LINES = /Syncing content|\[content\]|\[build\]|\[vite\]|generating static routes/;

/** A rebuild that found nothing changed: no Astro, one request (the declaration), the site as it was. */
async function expectKept(env: Readonly<Record<string, string>> = {}): Promise<void> {
  const before = treeHash(site.outDir);
  const served = publishedBuild(site.outDir);
  api.requests.length = 0;
  const run = await site.build(api.origin, [], env);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain('Nothing changed since the published build: same content, code and settings');
  expect(run.output).toContain(`Nothing changed since the site in ${site.outDir} was built`);
  expect(run.output).not.toMatch(ASTRO_LINES);
  expect(api.requests.map((request) => request.path)).toEqual([MANIFEST]);
  expect(publishedBuild(site.outDir)).toBe(served);
  expect(treeHash(site.outDir)).toBe(before);
}

/** A rebuild that built and published. */
async function expectBuilt(env: Readonly<Record<string, string>> = {}): Promise<string> {
  const served = publishedBuild(site.outDir);
  const run = await site.build(api.origin, [], env);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/Syncing content/);
  expect(run.output).toContain('Site built into');
  expect(publishedBuild(site.outDir)).not.toBe(served);
  return run.output;
}

describe('a rebuild from a host that declares its catalogue', () => {
  it('builds the first time', async () => {
    await expectBuilt();
  });

  it('keeps the published site without starting Astro when nothing changed', async () => {
    await expectKept();
  });

  it('builds when the host declares a new catalogue version, then keeps that build', async () => {
    api.declaration.version += 1;
    await expectBuilt();
    await expectKept();
  });

  it('builds when a setting the build reads changes, then keeps that build under it', async () => {
    const env = { ORCHESTRA_SHORT_NAME: 'Players' };
    await expectBuilt(env);
    await expectKept(env);
    await expectBuilt();
  });

  it('builds when the code changes', async () => {
    appendFileSync(join(site.root, 'src/data/build-time.ts'), '\n// A change to the code.\n');
    await expectBuilt();
    await expectKept();
  });

  it('builds when forced, though nothing changed', async () => {
    const run = await site.build(api.origin, ['--force']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Site built into');
  });
});
