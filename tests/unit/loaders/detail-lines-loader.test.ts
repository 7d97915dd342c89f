import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueAnswers, fixtureCatalogue, SCRIPT_IN_TITLE } from '../../fixtures/api/fixture-catalogue.ts';
import { compositionDetailsLoader, programDetailsLoader } from '../../../src/loaders/detail-loader.ts';
import { ApiAnswerError, TooManyMalformedError } from '../../../src/loaders/loader-errors.ts';
import { storedData, storedDetails } from './support/fake-loader-context.ts';
import { startLoaderHarness, warningsOf, type LoaderHarness } from './support/loader-harness.ts';

/**
 * The detail loaders against a host that offers the bulk detail answers
 * (src/lib/api/detail-lines.ts), but declares nothing (its manifest answers 404);
 * detail-loader.test.ts runs them against one that offers neither.
 */
let harness: LoaderHarness;

beforeEach(async () => {
  harness = await startLoaderHarness(catalogueAnswers(fixtureCatalogue()), { detailLines: true });
});
afterEach(() => harness.close());

const LINES_PATH = '/api/2/composition_details/';
const detailPath = (id: string) => `/api/2/compositions/${id}/`;
const loadCompositionDetails = () => harness.load(compositionDetailsLoader(harness.options()), 'compositionDetails');
const details = () => harness.collection('compositionDetails');
const paths = () => harness.api.requests.map((request) => `${request.status} ${request.path}`).sort();

describe('the detail loaders, from a host with the bulk answer', () => {
  it('take every detail from one request per collection, sanitised, with no request per record', async () => {
    await Promise.all([
      loadCompositionDetails(),
      harness.load(programDetailsLoader(harness.options()), 'programDetails'),
    ]);
    expect(paths()).toEqual([
      '200 /api/2/combined/',
      '200 /api/2/composition_details/',
      '200 /api/2/program_details/',
      '404 /api/2/catalog_manifest/',
    ]);
    expect(details().entries.size).toBe(24);
    expect(harness.collection('programDetails').entries.size).toBe(4);
    const stored = JSON.stringify([storedDetails(details()), storedDetails(harness.collection('programDetails'))]);
    expect(stored).not.toContain('pwned');
    const withoutTitle = stored.replaceAll(JSON.stringify(SCRIPT_IN_TITLE).slice(1, -1), '');
    expect(withoutTitle).not.toMatch(/<script|onerror|javascript:|<svg|<math|<iframe|<style/);
    expect(harness.log).toContainEqual({
      level: 'info',
      message: 'compositionDetails: 24 entries (24 downloaded, 0 unchanged), from /composition_details/',
    });
  });

  it('store the same records and stubs as the pull per record', async () => {
    await harness.load(programDetailsLoader(harness.options()), 'programDetails');
    const fromLines = storedDetails(harness.collection('programDetails'));
    const stubs = storedData(harness.collection('programDetails')).map(([id, stub]) => [id, Object.keys(stub)]);
    const perRecord = await startLoaderHarness(harness.api.answers);
    try {
      await perRecord.load(programDetailsLoader(perRecord.options()), 'programDetails');
      expect(storedDetails(perRecord.collection('programDetails'))).toEqual(fromLines);
      const perRecordStubs = storedData(perRecord.collection('programDetails'));
      expect(perRecordStubs.map(([id, stub]) => [id, Object.keys(stub)])).toEqual(stubs);
    } finally {
      await perRecord.close();
    }
  });

  it('rebuild with no change with two 304s: no body, no write', async () => {
    await loadCompositionDetails();
    const { storeWrites, metaWrites } = details();
    harness.newBuild();
    await loadCompositionDetails();
    expect(paths()).toEqual([
      '304 /api/2/combined/',
      '304 /api/2/composition_details/',
      '404 /api/2/catalog_manifest/',
    ]);
    expect(details()).toMatchObject({ storeWrites, metaWrites });
  });

  it('check again only the records whose line names a new ETag', async () => {
    await loadCompositionDetails();
    const changed = harness.api.answers.get(detailPath('work-07')) as Record<string, unknown>;
    harness.api.answers.set(detailPath('work-07'), { ...changed, opus: 'Op. 99' });
    harness.newBuild();
    await loadCompositionDetails();
    expect(paths()).toEqual([
      '200 /api/2/composition_details/',
      '304 /api/2/combined/',
      '404 /api/2/catalog_manifest/',
    ]);
    expect(new Map(storedDetails(details())).get('work-07')?.['opus']).toBe('Op. 99');
    expect(harness.log).toContainEqual({
      level: 'info',
      message: 'compositionDetails: 24 entries (1 downloaded, 23 unchanged), from /composition_details/',
    });
  });

  it('skip and log a malformed record or one the answer lacks, and fail when they are over 5 %', async () => {
    const good = harness.api.answers.get(detailPath('work-04'));
    harness.api.answers.delete(detailPath('work-03'));
    harness.api.answers.set(detailPath('work-04'), { ...(good as object), performances: 'none' });
    await expect(loadCompositionDetails()).rejects.toBeInstanceOf(TooManyMalformedError);
    expect(warningsOf(harness.log)).toEqual([
      'Skipped composition detail "work-03": /composition_details/ lacks it although /combined/ lists it',
      expect.stringMatching(/^Skipped malformed composition detail "work-04": performances: Invalid input/),
    ]);
    expect(details().entries.size).toBe(0);
  });

  it('skip a record whose detail is for another identifier, publishing the rest', async () => {
    harness.api.answers.set(detailPath('work-03'), harness.api.answers.get(detailPath('work-05')));
    await loadCompositionDetails();
    expect(warningsOf(harness.log)).toEqual([
      'Skipped malformed composition detail "work-03": the detail answer is for "work-05"',
    ]);
    expect(details().entries.size).toBe(23);
  });

  it('fail, leaving the store untouched, on a body cut short; retry one that broke off', async () => {
    await loadCompositionDetails();
    const before = [storedData(details()), storedDetails(details())];
    const changed = harness.api.answers.get(detailPath('work-01')) as Record<string, unknown>;
    harness.api.answers.set(detailPath('work-01'), { ...changed, opus: 'Op. 1' });
    harness.api.fail(LINES_PATH, { kind: 'truncated-json' });
    harness.newBuild();
    const failure = loadCompositionDetails();
    await expect(failure).rejects.toBeInstanceOf(ApiAnswerError);
    await expect(failure).rejects.toThrow(/composition_details\/\?format=json answered a body cut short/);
    expect([storedData(details()), storedDetails(details())]).toEqual(before);
    harness.api.heal();
    harness.api.fail(LINES_PATH, { kind: 'reset-mid-body' }, 1);
    harness.newBuild();
    await loadCompositionDetails();
    expect(new Map(storedDetails(details())).get('work-01')?.['opus']).toBe('Op. 1');
    expect(harness.api.requests.filter((request) => request.path === LINES_PATH).map((r) => r.status)).toEqual([
      0, 200,
    ]);
  });

  it('ask per record when the bulk answer is not NDJSON (a host answering every path)', async () => {
    harness.api.answers.set(LINES_PATH, { detail: 'a catch-all answer' });
    await loadCompositionDetails();
    expect(details().entries.size).toBe(24);
    expect(harness.api.requests.filter((request) => request.path.startsWith('/api/2/compositions/'))).toHaveLength(24);
  });

  it('ask in full when a record file is gone, checking only that record again', async () => {
    await loadCompositionDetails();
    rmSync(String(details().entries.get('work-05')?.data['file']));
    harness.newBuild();
    await loadCompositionDetails();
    // The store no longer holds every record: the bulk answer is asked in full, and work-05 checked again.
    expect(harness.api.requests.find((request) => request.path === LINES_PATH)).toMatchObject({
      status: 200,
      ifNoneMatch: undefined,
    });
    expect(harness.log).toContainEqual({
      level: 'info',
      message: 'compositionDetails: 24 entries (1 downloaded, 23 unchanged), from /composition_details/',
    });
  });

  it('ask per record, conditionally, when /combined/ lists a record the unchanged bulk answer lacks', async () => {
    await loadCompositionDetails();
    const combined = harness.api.answers.get('/api/2/combined/') as { compositions: Record<string, unknown>[] };
    combined.compositions.push({ ...combined.compositions[1], identifier: 'work-new' });
    harness.newBuild();
    await loadCompositionDetails();
    expect(harness.api.requests.find((request) => request.path === LINES_PATH)).toMatchObject({ status: 304 });
    const perRecord = harness.api.requests.filter((request) => request.path.startsWith('/api/2/compositions/'));
    expect(perRecord.filter((request) => request.status === 304)).toHaveLength(24);
    expect(perRecord.find((request) => request.path === detailPath('work-new'))).toMatchObject({ status: 404 });
    expect(details().entries.size).toBe(24);
  });
});
