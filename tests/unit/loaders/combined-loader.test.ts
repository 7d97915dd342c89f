import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compositionsLoader, peopleLoader, programsLoader } from '../../../src/loaders/combined-loader.ts';
import { CollectionShrankError, TooManyMalformedError } from '../../../src/loaders/loader-errors.ts';
import { MALFORMED } from '../../fixtures/api/fixture-catalogue.ts';
import { startLoaderHarness, warningsOf, type LoaderHarness } from './support/loader-harness.ts';
import { storedData } from './support/fake-loader-context.ts';

let harness: LoaderHarness;

beforeEach(async () => {
  harness = await startLoaderHarness();
});
afterEach(() => harness.close());

const combinedBody = () => harness.api.answers.get('/api/2/combined/') as Record<string, unknown[]>;

/** Loads the three collections cut from /combined/ at once, as Astro does. */
function loadCombined() {
  const options = harness.options();
  return Promise.all([
    harness.load(compositionsLoader(options), 'compositions'),
    harness.load(peopleLoader(options), 'people'),
    harness.load(programsLoader(options), 'programs'),
  ]);
}

describe('the collections cut from /combined/', () => {
  it('store every valid record under its identifier, in the API order, with a digest', async () => {
    await loadCombined();
    const compositions = harness.collection('compositions');
    expect([...compositions.entries.keys()]).toEqual(
      Array.from({ length: 24 }, (_, i) => `work-${String(i).padStart(2, '0')}`),
    );
    expect([...compositions.entries.values()].every((entry) => typeof entry.digest === 'string')).toBe(true);
    expect(harness.collection('people').entries.size).toBe(22);
    expect(harness.collection('programs').entries.size).toBe(4);
  });

  it('ask /combined/ once for the three of them, even when they start apart', async () => {
    const options = harness.options();
    await harness.load(compositionsLoader(options), 'compositions');
    await harness.load(peopleLoader(options), 'people');
    await harness.load(programsLoader(options), 'programs');
    expect(harness.api.requests.filter((request) => request.path === '/api/2/combined/')).toHaveLength(1);
  });

  it('skip a malformed record and log its type and identifier', async () => {
    await loadCombined();
    const warnings = warningsOf(harness.log);
    const composition = `^Skipped malformed composition "${MALFORMED.composition}": title: Invalid input`;
    expect(warnings).toContainEqual(expect.stringMatching(composition));
    expect(warnings).toContainEqual(expect.stringMatching(`^Skipped malformed person "${MALFORMED.person}": `));
    expect(harness.collection('compositions').entries.has(MALFORMED.composition)).toBe(false);
  });

  it('sanitise the HTML fields and leave plain text as written', async () => {
    await loadCombined();
    const stored = JSON.stringify([
      ...storedData(harness.collection('people')),
      ...storedData(harness.collection('compositions')),
    ]);
    expect(stored).not.toContain('pwned');
    const first = harness.collection('compositions').entries.get('work-00')?.data;
    expect(first?.['title']).toBe(`<script>alert('escaped-title')</script> Serenade`);
  });

  it('keep the store as it is on a rebuild with no change: 304, no body', async () => {
    await loadCombined();
    const { storeWrites, metaWrites } = harness.collection('compositions');
    harness.newBuild();
    await loadCombined();
    // The host declares nothing: its manifest answers 404.
    expect(harness.api.requests).toEqual([
      expect.objectContaining({ path: '/api/2/catalog_manifest/', status: 404 }),
      expect.objectContaining({ path: '/api/2/combined/', status: 304 }),
    ]);
    expect(harness.collection('compositions')).toMatchObject({ storeWrites, metaWrites });
  });

  it('write only what changed when the catalogue changes', async () => {
    await loadCombined();
    const compositions = harness.collection('compositions');
    const writes = compositions.storeWrites;
    const records = combinedBody()['compositions'] as Record<string, unknown>[];
    records[3] = { ...records[3], title: 'Retitled' };
    harness.newBuild();
    await loadCombined();
    expect(compositions.entries.get('work-03')?.data['title']).toBe('Retitled');
    expect(compositions.storeWrites - writes).toBe(1);
  });

  it('fail, leaving the store untouched, when more than 5 % are malformed', async () => {
    await loadCombined();
    const before = storedData(harness.collection('compositions'));
    const records = combinedBody()['compositions'] as Record<string, unknown>[];
    records[0] = { ...records[0], has_video: 'yes' };
    harness.newBuild();
    await expect(harness.load(compositionsLoader(harness.options()), 'compositions')).rejects.toBeInstanceOf(
      TooManyMalformedError,
    );
    expect(storedData(harness.collection('compositions'))).toEqual(before);
  });

  it('fail when a collection comes back empty', async () => {
    combinedBody()['programs'] = [];
    await expect(harness.load(programsLoader(harness.options()), 'programs')).rejects.toThrow(
      /programs came back empty/,
    );
  });

  it('fail, leaving the store untouched, when a collection shrinks under half its last good size', async () => {
    await loadCombined();
    const before = storedData(harness.collection('people'));
    combinedBody()['people'] = combinedBody()['people']!.slice(0, 10);
    harness.newBuild();
    const failure = harness.load(peopleLoader(harness.options()), 'people');
    await expect(failure).rejects.toBeInstanceOf(CollectionShrankError);
    await expect(failure).rejects.toThrow("people came back with 10 records, under half of the last good pull's 22");
    expect(storedData(harness.collection('people'))).toEqual(before);
  });

  it('accept a collection that shrinks by less than half, and remove what went', async () => {
    await loadCombined();
    combinedBody()['people'] = combinedBody()['people']!.slice(0, 12);
    harness.newBuild();
    await harness.load(peopleLoader(harness.options()), 'people');
    expect(harness.collection('people').entries.size).toBe(12);
  });

  it('fail, leaving the store untouched, when /combined/ keeps failing', async () => {
    await loadCombined();
    const before = storedData(harness.collection('programs'));
    harness.api.fail('/api/2/combined/', { kind: 'status', status: 502 });
    harness.newBuild();
    await expect(harness.load(programsLoader(harness.options()), 'programs')).rejects.toThrow(/HTTP 502/);
    expect(storedData(harness.collection('programs'))).toEqual(before);
  });
});
