import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedBuild } from '../../scripts/rebuild/s3-target.ts';
import { buildFileKey, buildsPrefix, pointerKey } from '../../scripts/rebuild/s3-layout.ts';
import { catalogueAnswers, fixtureCatalogue } from '../fixtures/api/fixture-catalogue.ts';
import { startFixtureApi, type FixtureApi } from '../support/fixture-api.ts';
import { startLocalS3, type LocalS3 } from '../support/local-s3.ts';
import { createScratchSite, type ScratchSite } from './support/scratch-site.ts';

/**
 * `npm run rebuild` publishing to an S3-compatible bucket (a local s3rver): the build is uploaded
 * under its own prefix with its content types and encodings, the pointer object switches to it,
 * the build it replaced is kept and older ones deleted; a failed rebuild leaves the pointer and
 * every object of the served build as they were. The tests share one scratch site, in order.
 */

const BUCKET = 'concert-library-site';
const PREFIX = 'music';
const TARGET = `s3://${BUCKET}/${PREFIX}`;

let api: FixtureApi;
let s3: LocalS3;
let site: ScratchSite;

beforeAll(async () => {
  api = await startFixtureApi(catalogueAnswers(fixtureCatalogue()));
  s3 = await startLocalS3(BUCKET);
  // Two quick attempts: the failing rebuild below should fail in seconds, not a minute.
  site = createScratchSite({
    pages: ['tests/fixtures/site/record-pages'],
    env: { API_REQUEST_ATTEMPTS: '2', API_REQUEST_TIMEOUT_SECONDS: '5' },
  });
});

afterAll(async () => {
  await api.close();
  await s3.close();
  site.remove();
});

const rebuild = () => site.rebuild(api.origin, ['--target', TARGET, '--work-dir', `${site.root}/rebuild-work`], s3.env);
const served = async () => {
  const manifest = await servedBuild(s3.client, BUCKET, PREFIX);
  if (manifest === undefined) throw new Error('The bucket serves no build');
  return manifest;
};
const servedPage = async (path: string) =>
  (await s3.get(buildFileKey(PREFIX, (await served()).build, path))).body.toString();
const builds = async () => [...new Set((await s3.keys(buildsPrefix(PREFIX))).map((key) => key.split('/')[2]))].sort();

const reviseNote = (identifier: string, text: string) => {
  const path = `/api/2/compositions/${identifier}/`;
  api.answers.set(path, {
    ...(api.answers.get(path) as object),
    primary_program_note: { text: `<p>${text}</p>`, formatted_credit_html: '' },
  });
};

describe('a rebuild to a bucket', () => {
  it('uploads the build under its own prefix and points the bucket at it', async () => {
    const run = await rebuild();
    expect(run.code, run.output).toBe(0);
    expect(run.stderr).toBe('');
    const manifest = await served();
    expect(manifest.pages).toBe(33);
    expect(run.stdout).toContain(
      `Rebuilt and published build ${manifest.build} (33 pages, ${manifest.files} files) to ${TARGET}`,
    );
    const keys = await s3.keys(buildsPrefix(PREFIX));
    expect(keys).toHaveLength(manifest.files);
    expect(keys.filter((key) => key.endsWith('.html'))).toHaveLength(33);
    const page = await s3.get(buildFileKey(PREFIX, manifest.build, 'catalogue/compositions/index.html'));
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toMatch(/<article id="work-01"/);
    const brotli = await s3.get(buildFileKey(PREFIX, manifest.build, 'catalogue/compositions/index.html.br'));
    expect(brotli.contentEncoding).toBe('br');
    expect(brotli.contentType).toBe('text/html; charset=utf-8');
    const pointer = await s3.get(pointerKey(PREFIX));
    expect(pointer.contentType).toBe('application/json');
  });

  it('switches to a new build, keeps the one it replaced and deletes older ones', async () => {
    const first = await served();
    reviseNote('work-02', 'Second note');
    const second = await rebuild();
    expect(second.code, second.output).toBe(0);
    const secondBuild = await served();
    expect(secondBuild.build).not.toBe(first.build);
    expect(await servedPage('catalogue/composition-details/index.html')).toContain('<p>Second note</p>');
    expect(await builds()).toEqual([first.build, secondBuild.build].sort());

    reviseNote('work-02', 'Third note');
    const third = await rebuild();
    expect(third.code, third.output).toBe(0);
    expect(await servedPage('catalogue/composition-details/index.html')).toContain('<p>Third note</p>');
    expect(await builds()).toEqual([secondBuild.build, (await served()).build].sort());
    expect(third.stdout).toContain(`Deleted 1 older build from s3://${BUCKET}.`);
  });

  it('fails with one line when the pull fails, the bucket serving the same build, byte for byte', async () => {
    const before = await served();
    const objects = await s3.hash(buildFileKey(PREFIX, before.build, ''));
    const pointer = (await s3.get(pointerKey(PREFIX))).body.toString();
    reviseNote('work-02', 'Never published');
    api.fail('/api/2/compositions/work-17/', { kind: 'status', status: 503 });
    const run = await rebuild();
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `Rebuild failed (pull): GET ${api.origin}/api/2/compositions/work-17/?format=json failed after 2 attempts (HTTP 503); ${TARGET} still serves build ${before.build} (33 pages).\n`,
    );
    expect((await s3.get(pointerKey(PREFIX))).body.toString()).toBe(pointer);
    expect(await s3.hash(buildFileKey(PREFIX, before.build, ''))).toBe(objects);
    expect(await servedPage('catalogue/composition-details/index.html')).not.toContain('Never published');
  });
});
