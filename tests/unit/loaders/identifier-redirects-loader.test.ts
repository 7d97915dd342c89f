import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { identifierRedirectsLoader } from '../../../src/loaders/identifier-redirects-loader.ts';
import { ApiAnswerError } from '../../../src/loaders/loader-errors.ts';
import { storedData } from './support/fake-loader-context.ts';
import { startLoaderHarness, type LoaderHarness } from './support/loader-harness.ts';

let harness: LoaderHarness;

beforeEach(async () => {
  harness = await startLoaderHarness();
});
afterEach(() => harness.close());

const PATH = '/api/2/identifier_redirects/';
const REDIRECTS = [
  { list: 'compositions', old_identifier: 'etude', identifier: 'etude-in-c' },
  { list: 'people', old_identifier: 'j-smith', identifier: 'jane-smith' },
];

const load = () => harness.load(identifierRedirectsLoader(harness.options()), 'identifierRedirects');

describe('the old identifiers’ loader', () => {
  it('stores every old identifier the host answers, by list and old identifier', async () => {
    harness.api.answers.set(PATH, { count: 2, next: null, previous: null, results: REDIRECTS });
    await load();
    const stored = harness.collection('identifierRedirects');
    expect(storedData(stored)).toEqual([
      ['compositions/etude', REDIRECTS[0]],
      ['people/j-smith', REDIRECTS[1]],
    ]);
  });

  it('stores none from a host that speaks only the spec (404), and forgets those of the last build', async () => {
    harness.api.answers.set(PATH, { count: 2, next: null, previous: null, results: REDIRECTS });
    await load();
    harness.api.answers.delete(PATH);
    harness.newBuild();
    await load();
    expect(harness.api.requests.map(({ path, status }) => [path, status])).toEqual([[PATH, 404]]);
    expect(harness.collection('identifierRedirects').entries.size).toBe(0);
  });

  it('refuses an answer that breaks the contract, a next page among them, naming what is wrong', async () => {
    harness.api.answers.set(PATH, {
      count: 2,
      next: `${harness.api.apiBase}${PATH}?page=2`,
      previous: null,
      results: REDIRECTS,
    });
    await expect(load()).rejects.toThrow(ApiAnswerError);
    harness.api.answers.set(PATH, {
      count: 1,
      next: null,
      previous: null,
      results: [{ list: 'genres', old_identifier: 'a', identifier: 'b' }],
    });
    await expect(load()).rejects.toThrow(/results\.0\.list/);
  });
});
