import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MANIFEST_FILE, parseManifest } from '../../scripts/rebuild/build-manifest.ts';
import { catalogueAnswers, fixtureCatalogue } from '../fixtures/api/fixture-catalogue.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';
import { treeHash } from './support/tree-hash.ts';

/**
 * `npm run rebuild` publishing to a folder: a rebuild swaps the new site in with its manifest; a
 * rebuild with no change keeps the build the folder serves, or, forced, publishes the same pages; a content host that dies mid-pull, or one that
 * has lost records, fails the rebuild with one line on stderr naming the step and the cause, and
 * the folder keeps serving the last good build, byte for byte. A folder on another file system than
 * the project gets its build copied across (a rename cannot cross file systems). The tests share one scratch site
 * and run in order, as successive scheduled rebuilds would.
 */

let api: FixtureApi;
let site: ScratchSite;
let target: string;

beforeAll(async () => {
  api = await startFixtureApi(catalogueAnswers(fixtureCatalogue()));
  // Two quick attempts: a dead host fails the rebuild in seconds, not a minute.
  site = createScratchSite({
    pages: ['tests/fixtures/site/record-pages'],
    env: { API_REQUEST_ATTEMPTS: '2', API_REQUEST_TIMEOUT_SECONDS: '5' },
  });
  target = join(site.root, 'public-site');
});

afterAll(async () => {
  await api.close();
  site.remove();
});

/** Our own calls, beside the spec's, which the fixture host answers 404. */
const OUR_CALLS = [
  '/api/2/catalog_manifest/',
  '/api/2/composition_details/',
  '/api/2/program_details/',
  '/api/2/identifier_redirects/',
];
const rebuild = (...args: string[]) => site.rebuild(api.origin, ['--target', target, ...args]);
const manifest = () => parseManifest(readFileSync(join(target, MANIFEST_FILE), 'utf8'), MANIFEST_FILE);
/** The published site without its manifest, which names each build. */
const pagesHash = () => {
  const copy = readFileSync(join(target, MANIFEST_FILE));
  rmSync(join(target, MANIFEST_FILE));
  const hash = treeHash(target);
  writeFileSync(join(target, MANIFEST_FILE), copy);
  return hash;
};

describe('a rebuild given wrong arguments', () => {
  it('ends with one line naming them, before building anything', async () => {
    const missing = await site.rebuild(api.origin, []);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(
      /^Rebuild failed \(arguments\): --target is required \(usage: npm run rebuild -- [^\n]+\)\.\n$/,
    );
    const bucket = await site.rebuild(api.origin, ['--target', 's3://No_Bucket/x']);
    expect(bucket.stderr).toMatch(
      /^Rebuild failed \(arguments\): s3:\/\/No_Bucket\/x does not name a bucket [^\n]+\.\n$/,
    );
    const share = await site.rebuild(api.origin, ['--target', target, '--min-page-share', '95']);
    expect(share.stderr).toBe('Rebuild failed (arguments): --min-page-share is a number from 0 to 1.\n');
    expect(existsSync(target)).toBe(false);
  });
});

describe('a rebuild to a folder', () => {
  it('builds, verifies and publishes the site with its manifest', async () => {
    const run = await rebuild();
    expect(run.code, run.output).toBe(0);
    expect(run.stderr).toBe('');
    expect(manifest()).toMatchObject({ pages: 33 });
    expect(run.stdout).toContain(`Rebuilt and published build ${manifest().build} (33 pages,`);
    expect(run.stdout).toContain('Link check: 0 links on 33 pages all lead to built pages.');
    expect(readFileSync(join(target, 'composition/work-01/index.html'), 'utf8')).toContain('<h1>');
    expect(existsSync(`${target}.next`)).toBe(false);
  });

  it('keeps the build the folder serves when nothing changed, after asking conditionally', async () => {
    const before = treeHash(target);
    const first = manifest();
    api.requests.length = 0;
    const run = await rebuild();
    expect(run.code, run.output).toBe(0);
    expect(run.stderr).toBe('');
    const perRecord = api.requests.filter((request) => !OUR_CALLS.includes(request.path));
    expect(perRecord.length).toBeGreaterThan(0);
    expect(perRecord.filter((request) => request.status !== 304)).toEqual([]);
    expect(run.stdout).toContain(
      `Nothing changed since build ${first.build} (33 pages) was published to ${target}: it stays published`,
    );
    expect(run.stdout).not.toContain('generating static routes');
    expect(manifest()).toEqual(first);
    expect(existsSync(`${target}.next`)).toBe(false);
    expect(treeHash(target)).toBe(before);
  });

  it('publishes the same pages from a forced rebuild with no change, swapping the folder', async () => {
    const before = pagesHash();
    const first = manifest();
    // Left in the published folder: gone once the new build is swapped in.
    writeFileSync(join(target, 'left-behind.txt'), 'old build');
    api.requests.length = 0;
    const run = await rebuild('--force');
    expect(run.code, run.output).toBe(0);
    // The fixture host speaks only the spec: our own calls are asked for and answer 404.
    const perRecord = api.requests.filter((request) => !OUR_CALLS.includes(request.path));
    expect(perRecord.filter((request) => request.status !== 304)).toEqual([]);
    expect(run.stdout).toContain('Reused the full-text index: no page changed since it was made');
    expect(manifest().build).not.toBe(first.build);
    expect(existsSync(join(target, 'left-behind.txt'))).toBe(false);
    expect(pagesHash()).toBe(before);
  });
});

describe('a rebuild to a folder on another file system', () => {
  it('builds within the project, copies the build across and swaps it in', async () => {
    // A page with a stylesheet, which Astro moves into the output with a rename. The scratch site
    // lives on tmpfs (/dev/shm); the system's temporary folder is on another file system.
    const styled = createScratchSite({ pages: ['tests/fixtures/site/styled-pages'] });
    const elsewhere = mkdtempSync(join(tmpdir(), 'concert-library-rebuild-target-'));
    try {
      expect(statSync(elsewhere).dev, 'the target must be on another file system').not.toBe(statSync(styled.root).dev);
      const far = join(elsewhere, 'site');
      const run = await styled.rebuild(api.origin, ['--target', far]);
      expect(run.code, run.output).toBe(0);
      expect(run.stderr).toBe('');
      const published = parseManifest(readFileSync(join(far, MANIFEST_FILE), 'utf8'), MANIFEST_FILE);
      expect(run.stdout).toContain(`Rebuilt and published build ${published.build} (${published.pages} pages,`);
      expect(lstatSync(far).isSymbolicLink()).toBe(true);
      const page = readFileSync(join(far, 'styled/index.html'), 'utf8');
      const stylesheet = /<link rel="stylesheet" href="\/music\/concert-library\/(_astro\/[^"]+\.css)"/.exec(page)?.[1];
      expect(readFileSync(join(far, stylesheet ?? 'no stylesheet linked'), 'utf8')).toContain('--styled-page-marker');
      expect(existsSync(`${far}.next`)).toBe(false);
      expect(existsSync(join(styled.root, 'var/rebuild/site'))).toBe(false);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
      styled.remove();
    }
  });
});

describe('a failed rebuild', () => {
  it('ends with one line when the content host dies mid-pull, and the folder serves the last good build', async () => {
    const before = treeHash(target);
    const lastGood = manifest();
    const detail = '/api/2/compositions/work-17/';
    api.fail(detail, { kind: 'hang' });
    const running = rebuild();
    // The pull has reached the details: the host dies with a request in flight.
    await vi.waitFor(() => expect(api.arrivals.map((arrival) => arrival.path)).toContain(detail), {
      timeout: 60_000,
      interval: 50,
    });
    await api.close();
    const run = await running;
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')).toEqual([expect.any(String), '']);
    expect(run.stderr).toMatch(
      new RegExp(
        `^Rebuild failed \\(pull\\): GET ${api.origin}/api/2/[a-z_/0-9-]+\\?format=json failed after 2 attempts \\([^)]+\\); ${target} still serves build ${lastGood.build} \\(33 pages\\)\\.\\n$`,
      ),
    );
    expect(treeHash(target)).toBe(before);
    expect(existsSync(`${target}.next`)).toBe(false);
    // The host comes back, on a new address, for the tests below.
    api = await startFixtureApi(api.answers);
  });

  it('refuses a build with under 95 % of the last good build’s pages, and the folder serves the last good build', async () => {
    const before = treeHash(target);
    const lastGood = manifest();
    const combined = api.answers.get('/api/2/combined/') as { compositions: { identifier: string }[] };
    // Six of the 24 compositions gone: 27 pages of 33, 81.8 %.
    const gone = new Set(['work-18', 'work-19', 'work-20', 'work-21', 'work-22', 'work-23']);
    combined.compositions = combined.compositions.filter((composition) => !gone.has(composition.identifier));
    const run = await rebuild();
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `Rebuild failed (page count): 27 pages is 81.8 % of the last good build's 33 (build ${lastGood.build}), under the 95 % required; ${target} still serves build ${lastGood.build} (33 pages).\n`,
    );
    expect(treeHash(target)).toBe(before);
    expect(existsSync(`${target}.next`)).toBe(false);
  });
});
