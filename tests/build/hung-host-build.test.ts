import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, longestRequestMs } from '../../src/loaders/retry-policy.ts';
import { catalogueAnswers, fixtureCatalogue } from '../fixtures/api/fixture-catalogue.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';
import { treeHash } from './support/tree-hash.ts';

/**
 * Real builds against a content host that hangs: it accepts every request and never answers, or
 * sends the headers and then stalls the body. With short timeout settings the build fails within
 * the bound those settings give (longestRequestMs), names the request that hung and leaves the
 * published site as it was. The defaults' bound (60 s) is checked by arithmetic in the unit tests.
 */

const SETTINGS = { API_REQUEST_TIMEOUT_SECONDS: '1', API_REQUEST_ATTEMPTS: '2' };
/** The longest a request may take with these settings: 2 × 1 s, and one wait of at most 5 s. */
const BOUND_MS = longestRequestMs({ ...DEFAULT_RETRY_POLICY, attempts: 2 }, 1_000);
/**
 * For Astro to report the failure and exit, and the build script to clean up, on a loaded machine
 * (5 s was passed at a load average of 17). Still below what a build that ignored the settings
 * would take: the defaults' four attempts of 10 s and their waits, 43 s at least.
 */
const EXIT_SLACK_MS = 30_000;

let api: FixtureApi;
let site: ScratchSite;
let published: string;

beforeAll(async () => {
  api = await startFixtureApi(catalogueAnswers(fixtureCatalogue()));
  site = createScratchSite({ env: SETTINGS });
  const run = await site.build(api.origin);
  if (run.code !== 0) throw new Error(`The first build failed:\n${run.output}`);
  published = treeHash(site.outDir);
}, 180_000);

afterAll(async () => {
  await api.close();
  site.remove();
});

describe('a build against a hung content host', () => {
  it.each([
    ['never answers', 'hang', 'no answer within 1 s'],
    ['stalls every body after the headers', 'stall-body', 'the body stalled: not complete within 1 s'],
  ] as const)('fails in bounded time when the host %s, naming the request', async (_, kind, reason) => {
    api.heal();
    for (const path of api.answers.keys()) api.fail(path, { kind });
    api.arrivals.length = 0;
    const run = await site.build(api.origin);
    const ended = performance.now();
    expect(run.code, run.output).not.toBe(0);
    expect(ended - (api.arrivals[0]?.at ?? ended)).toBeLessThan(BOUND_MS + EXIT_SLACK_MS);
    const request = String.raw`GET http://127\.0\.0\.1:\d+/api/2/[a-z_]+/\?format=json`;
    expect(run.output).toMatch(new RegExp(String.raw`${request} \(attempt 1 of 2\): ${reason}; retrying in \d+ ms`));
    expect(run.output).toMatch(new RegExp(String.raw`${request} failed after 2 attempts \(${reason}\)`));
    expect(run.output).toContain('the previous site');
    expect(treeHash(site.outDir)).toBe(published);
  });
});
