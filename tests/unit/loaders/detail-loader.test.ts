import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compositionsLoader } from '../../../src/loaders/combined-loader.ts';
import { compositionDetailsLoader, programDetailsLoader } from '../../../src/loaders/detail-loader.ts';
import { ApiUnavailableError, TooManyMalformedError } from '../../../src/loaders/loader-errors.ts';
import { SCRIPT_IN_TITLE } from '../../fixtures/api/fixture-catalogue.ts';
import type { SeenRequest } from '../../support/fixture-api.ts';
import { storedData, storedDetails } from './support/fake-loader-context.ts';
import { startLoaderHarness, warningsOf, type LoaderHarness } from './support/loader-harness.ts';

let harness: LoaderHarness;

beforeEach(async () => {
  harness = await startLoaderHarness();
});
afterEach(() => harness.close());

const detailPath = (id: string) => `/api/2/compositions/${id}/`;
/** The bulk answer this host lacks: the loaders ask for it once, then per record. */
const LINES_PATH = '/api/2/composition_details/';
/** The declaration this host lacks too: asked for once. */
const MANIFEST_PATH = '/api/2/catalog_manifest/';
/** The requests for our own calls, by path, and the rest. */
const partition = (requests: readonly SeenRequest[]) => {
  const ours = (request: SeenRequest) => request.path === LINES_PATH || request.path === MANIFEST_PATH;
  return [
    requests.filter(ours).sort((a, b) => a.path.localeCompare(b.path)),
    requests.filter((request) => !ours(request)),
  ];
};
const loadCompositionDetails = () => harness.load(compositionDetailsLoader(harness.options()), 'compositionDetails');
const details = () => harness.collection('compositionDetails');

describe('the detail loaders, from a host without the bulk answer', () => {
  it("store each listed composition's detail, and never ask for a malformed summary's", async () => {
    await loadCompositionDetails();
    expect(harness.log).toContainEqual({
      level: 'info',
      message: 'compositionDetails: the content host offers no /composition_details/; asking per record',
    });
    expect(details().entries.size).toBe(24);
    expect(harness.api.requests.filter((request) => request.path.startsWith('/api/2/compositions/'))).toHaveLength(24);
    expect(harness.api.requests.some((request) => request.path.includes('malformed'))).toBe(false);
  });

  it("store each program's detail", async () => {
    await harness.load(programDetailsLoader(harness.options()), 'programDetails');
    expect([...harness.collection('programDetails').entries.keys()]).toEqual([
      'concert-00',
      'concert-01',
      'concert-02',
      'concert-03',
    ]);
  });

  it('sanitise the notes, credits and descriptions nested in a detail', async () => {
    expect(JSON.stringify(harness.api.answers.get(detailPath('work-05')))).toContain('pwned');
    await Promise.all([
      loadCompositionDetails(),
      harness.load(programDetailsLoader(harness.options()), 'programDetails'),
    ]);
    const stored = JSON.stringify([storedDetails(details()), storedDetails(harness.collection('programDetails'))]);
    expect(stored).not.toContain('pwned');
    // The one script tag left is the plain-text title, which pages escape.
    const withoutTitle = stored.replaceAll(JSON.stringify(SCRIPT_IN_TITLE).slice(1, -1), '');
    expect(withoutTitle).not.toMatch(/<script|onerror|javascript:|<svg|<math|<iframe|<style/);
  });

  it('rebuild with no change with conditional requests only: 304 everywhere, no body, no write', async () => {
    await loadCompositionDetails();
    const { storeWrites, metaWrites } = details();
    harness.newBuild();
    await loadCompositionDetails();
    const [probe, rest = []] = partition(harness.api.requests);
    expect(probe).toEqual([
      { path: MANIFEST_PATH, ifNoneMatch: undefined, status: 404 },
      { path: LINES_PATH, ifNoneMatch: undefined, status: 404 },
    ]);
    expect(rest).toHaveLength(25);
    expect(rest.every((request) => request.status === 304 && request.ifNoneMatch !== undefined)).toBe(true);
    expect(details()).toMatchObject({ storeWrites, metaWrites });
  });

  it('download only the details that changed', async () => {
    await loadCompositionDetails();
    const changed = harness.api.answers.get(detailPath('work-07')) as Record<string, unknown>;
    harness.api.answers.set(detailPath('work-07'), { ...changed, opus: 'Op. 99' });
    harness.newBuild();
    await loadCompositionDetails();
    const downloaded = harness.api.requests.filter((request) => request.status === 200);
    expect(downloaded).toEqual([expect.objectContaining({ path: detailPath('work-07') })]);
    expect(new Map(storedDetails(details())).get('work-07')?.['opus']).toBe('Op. 99');
  });

  it('follow /combined/: a composition that went is removed, a new one is fetched', async () => {
    await Promise.all([harness.load(compositionsLoader(harness.options()), 'compositions'), loadCompositionDetails()]);
    const combined = harness.api.answers.get('/api/2/combined/') as { compositions: Record<string, unknown>[] };
    const [gone] = combined.compositions.splice(2, 1);
    combined.compositions.push({ ...gone, identifier: 'work-new' });
    const copied = harness.api.answers.get(detailPath('work-02')) as object;
    harness.api.answers.set(detailPath('work-new'), { ...copied, identifier: 'work-new' });
    harness.newBuild();
    await loadCompositionDetails();
    expect(details().entries.has('work-02')).toBe(false);
    expect(details().entries.has('work-new')).toBe(true);
  });

  it('skip and log a detail that answers 404 or is malformed, and fail when they are over 5 %', async () => {
    const good = harness.api.answers.get(detailPath('work-04'));
    harness.api.answers.delete(detailPath('work-03'));
    harness.api.answers.set(detailPath('work-04'), { ...(good as object), performances: 'none' });
    await expect(loadCompositionDetails()).rejects.toBeInstanceOf(TooManyMalformedError);
    expect(warningsOf(harness.log)).toEqual([
      'Skipped composition detail "work-03": its detail answered 404 although /combined/ lists it',
      expect.stringMatching(/^Skipped malformed composition detail "work-04": performances: Invalid input/),
    ]);
    expect(details().entries.size).toBe(0);
  });

  it('skip a detail that answers for another identifier, publishing the rest', async () => {
    harness.api.answers.set(detailPath('work-03'), harness.api.answers.get(detailPath('work-05')));
    await loadCompositionDetails();
    expect(warningsOf(harness.log)).toEqual([
      'Skipped malformed composition detail "work-03": the detail answer is for "work-05"',
    ]);
    expect(details().entries.size).toBe(23);
    expect(details().entries.has('work-03')).toBe(false);
  });

  it('ask again next time for a detail that was skipped', async () => {
    harness.api.answers.delete(detailPath('work-03'));
    await loadCompositionDetails();
    harness.api.answers.set(detailPath('work-03'), harness.api.answers.get(detailPath('work-02')));
    harness.newBuild();
    await loadCompositionDetails();
    expect(harness.api.requests.find((request) => request.path === detailPath('work-03'))).toMatchObject({
      ifNoneMatch: undefined,
    });
  });

  it('fail, leaving the store untouched, when a detail keeps failing mid-pull', async () => {
    await loadCompositionDetails();
    const before = [storedData(details()), storedDetails(details())];
    const changed = harness.api.answers.get(detailPath('work-01')) as Record<string, unknown>;
    harness.api.answers.set(detailPath('work-01'), { ...changed, opus: 'Op. 1' });
    harness.api.fail(detailPath('work-20'), { kind: 'status', status: 500 });
    harness.newBuild();
    const failure = loadCompositionDetails();
    await expect(failure).rejects.toBeInstanceOf(ApiUnavailableError);
    await expect(failure).rejects.toThrow(`${detailPath('work-20')}?format=json failed after 2 attempts (HTTP 500)`);
    expect([storedData(details()), storedDetails(details())]).toEqual(before);
  });

  it('keep each record in a file of the build cache, the store holding only its stub', async () => {
    await harness.load(programDetailsLoader(harness.options()), 'programDetails');
    const [id, stub] = storedData(harness.collection('programDetails'))[0] ?? [];
    expect(Object.keys(stub ?? {}).sort()).toEqual(['composition_ids', 'file']);
    expect(String(stub?.['file'])).toContain(harness.cacheDir);
    const record = new Map(storedDetails(harness.collection('programDetails'))).get(id ?? '');
    expect(record?.['identifier']).toBe(id);
    const performed = (record?.['composition_performances'] as { composition: { id: number } }[]).map(
      (entry) => entry.composition.id,
    );
    expect(stub?.['composition_ids']).toEqual(performed);
  });

  it('ask in full for an entry whose file is gone, and remove the files of entries that went', async () => {
    await loadCompositionDetails();
    const files = () => readdirSync(join(harness.cacheDir, 'catalogue-details', 'compositionDetails')).sort();
    expect(files()).toHaveLength(24);
    const lost = String(details().entries.get('work-05')?.data['file']);
    const gone = String(details().entries.get('work-02')?.data['file']);
    rmSync(lost);
    const combined = harness.api.answers.get('/api/2/combined/') as { compositions: { identifier: string }[] };
    combined.compositions.splice(
      combined.compositions.findIndex((c) => c.identifier === 'work-02'),
      1,
    );
    harness.newBuild();
    await loadCompositionDetails();
    expect(harness.api.requests.find((request) => request.path === detailPath('work-05'))).toMatchObject({
      status: 200,
      ifNoneMatch: undefined,
    });
    expect(existsSync(lost)).toBe(true);
    expect(files()).toHaveLength(23);
    expect(existsSync(gone)).toBe(false);
  });

  it('rewrite a store that held whole records as stubs', async () => {
    await loadCompositionDetails();
    // A store written before details moved to files: the whole record, under the record's own digest.
    for (const [id, record] of storedDetails(details())) {
      const digest = createHash('sha1').update(JSON.stringify(record)).digest('hex');
      details().entries.set(id, { id, data: record, digest });
    }
    harness.newBuild();
    await loadCompositionDetails();
    for (const [, data] of storedData(details())) expect(Object.keys(data)).toEqual(['file']);
  });

  it('never ask for the detail of a summary whose identifier is invalid, nor of one kept from an older build', async () => {
    const combined = harness.api.answers.get('/api/2/combined/') as { compositions: Record<string, unknown>[] };
    const template = combined.compositions[1] ?? {};
    combined.compositions.push({ ...template, identifier: '..' });
    harness.api.answers.set('/api/2/', {
      ...(harness.api.answers.get(detailPath('work-01')) as object),
      identifier: '..',
    });
    await loadCompositionDetails();
    expect(details().entries.size).toBe(24);
    // An older build recorded '..' among the identifiers it asked about; /combined/ then answers 304.
    const etags = JSON.parse(details().meta.get('entry-etags') ?? '[]') as [string, string][];
    details().meta.set('entry-etags', JSON.stringify([...etags, ['..', ''], ['a/b', '']]));
    harness.newBuild();
    await loadCompositionDetails();
    expect(harness.api.requests.find((request) => request.path === '/api/2/combined/')).toMatchObject({ status: 304 });
    const asked = harness.api.requests.map((request) => request.path);
    expect(
      asked.filter(
        (path) => !/^\/api\/2\/(combined|composition_details|catalog_manifest|compositions\/work-\d\d)\/$/.test(path),
      ),
    ).toEqual([]);
    expect(details().entries.size).toBe(24);
  });

  it('never ask for the detail of a summary its list skips for a value Astro would read as an image import', async () => {
    const combined = harness.api.answers.get('/api/2/combined/') as { compositions: Record<string, unknown>[] };
    combined.compositions.push({
      ...combined.compositions[1],
      identifier: 'marked',
      opus: '__ASTRO_IMAGE_/etc/passwd',
    });
    harness.api.answers.set(detailPath('marked'), {
      ...(harness.api.answers.get(detailPath('work-01')) as object),
      identifier: 'marked',
    });
    await loadCompositionDetails();
    expect(harness.api.requests.some((request) => request.path === detailPath('marked'))).toBe(false);
    expect(details().entries.has('marked')).toBe(false);
  });

  it('name each record file by a short hash of its identifier, whatever the identifier', async () => {
    const combined = harness.api.answers.get('/api/2/combined/') as { compositions: Record<string, unknown>[] };
    const long = 'W'.repeat(128);
    const lower = 'w'.repeat(128);
    for (const identifier of [long, lower]) {
      combined.compositions.push({ ...combined.compositions[1], identifier });
      harness.api.answers.set(detailPath(identifier), {
        ...(harness.api.answers.get(detailPath('work-01')) as object),
        identifier,
      });
    }
    await loadCompositionDetails();
    const names = readdirSync(join(harness.cacheDir, 'catalogue-details', 'compositionDetails'));
    expect(names).toHaveLength(26);
    expect(names.every((name) => /^[0-9a-f]{32}\.[0-9a-f]+\.json$/.test(name))).toBe(true);
    // Identifiers that differ only in case get files that differ on a case-insensitive disk too.
    const fileOf = (id: string) => String(details().entries.get(id)?.data['file']).toLowerCase();
    expect(fileOf(long)).not.toBe(fileOf(lower));
  });
});
