import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { BuildRecord } from '../src/integrations/build-record-file.ts';
import { buildCacheDir, buildSite, BuildStepError, type BuildResult } from './site/build-pipeline.ts';
import { publishedRecordFile, readPublishedRecord, writePublishedRecord } from './site/published-record.ts';
import { newBuildId, type BuildManifest } from './rebuild/build-manifest.ts';
import { dirTarget } from './rebuild/dir-target.ts';
import { MIN_PAGE_SHARE, pageCountProblem } from './rebuild/page-count-rule.ts';
import type { PublishTarget } from './rebuild/publish-target.ts';
import { inStep, oneLine, RebuildError } from './rebuild/rebuild-error.ts';
import { describeTarget, parseTarget, type RebuildTargetAddress } from './rebuild/rebuild-target.ts';
import { s3ClientFromEnv } from '../server/src/storage/s3-client.ts';
import { s3Target } from './rebuild/s3-target.ts';
import { pagesOf, siteFiles } from './rebuild/site-files.ts';

/**
 * `npm run rebuild -- --target DIR | s3://bucket/prefix [--api ORIGIN] [--min-page-share 0.95]
 * [--work-dir var/rebuild] [--force]`: the scheduled rebuild (docs/production.md, "Scheduled rebuilds"). It
 * pulls from the content host (`--api`, else `API_ORIGIN`, else `API_BASE`), builds, checks the
 * links and that the build has at least 95 % of the last good build's pages, and publishes all at
 * once; any failure leaves the target serving what it served and ends with exit code 1 and one
 * line on stderr naming the step and the cause. The build's own log goes to stdout. When nothing
 * changed since the build the target serves (content, code, settings, and what its pages show of
 * the time), it builds nothing and the target keeps that build (site/build-pipeline.ts: from a
 * host that declares its catalogue version, Astro does not even start); `--force` rebuilds anyway.
 */

const USAGE =
  'usage: npm run rebuild -- --target DIR|s3://bucket/prefix [--api ORIGIN] [--min-page-share 0.95] [--work-dir DIR] [--force]';

interface RebuildOptions {
  readonly target: RebuildTargetAddress;
  readonly api: string;
  readonly minPageShare: number;
  readonly workDir: string;
  /** Build and publish even when nothing changed since the build the target serves. */
  readonly force: boolean;
}

function readOptions(): RebuildOptions {
  const { values } = parseArgs({
    options: {
      target: { type: 'string' },
      api: { type: 'string' },
      'min-page-share': { type: 'string', default: String(MIN_PAGE_SHARE) },
      'work-dir': { type: 'string', default: 'var/rebuild' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.target === undefined) throw new Error(`--target is required (${USAGE})`);
  // Empty counts as unset: a CI secret that is not defined is empty.
  const api = values.api || process.env['API_ORIGIN'] || process.env['API_BASE'];
  if (api === undefined || api === '') throw new Error('no content host: pass --api or set API_ORIGIN');
  if (!URL.canParse(api) || !/^https?:$/.test(new URL(api).protocol))
    throw new Error(`the content host ${api} is not an http(s) URL`);
  const minPageShare = Number(values['min-page-share']);
  if (!(minPageShare >= 0 && minPageShare <= 1)) throw new Error('--min-page-share is a number from 0 to 1');
  return {
    target: parseTarget(values.target),
    api,
    minPageShare,
    workDir: resolve(values['work-dir']),
    force: values.force,
  };
}

function openTarget(options: RebuildOptions): PublishTarget {
  const { target } = options;
  if (target.kind === 'dir') return dirTarget(target.path, options.workDir);
  return s3Target(s3ClientFromEnv(), target, resolve(options.workDir, 'site'), (line) => console.log(line));
}

/** The build step a failure of the site's build names. */
async function build(staging: string, api: string, published: BuildRecord | undefined): Promise<BuildResult> {
  try {
    // The rebuild's stderr carries its one line: the build's whole log goes to stdout.
    const log = { out: process.stdout, err: process.stdout };
    return await buildSite(staging, log, { ...process.env, API_BASE: api }, published);
  } catch (error) {
    if (error instanceof BuildStepError) throw new RebuildError(error.step, error.message, { cause: error });
    throw new RebuildError('build', oneLine(error), { cause: error });
  }
}

let options: RebuildOptions | undefined;
let target: PublishTarget | undefined;
let lastGood: BuildManifest | undefined;
try {
  const started = performance.now();
  options = await inStep('arguments', readOptions);
  const opened = openTarget(options);
  target = opened;
  const staging = opened.staging;
  lastGood = await inStep('reading the last good build', () => opened.lastGood());
  rmSync(staging, { recursive: true, force: true });
  // The record of the build the target serves, kept in the build cache when it was published here.
  const recordFile = publishedRecordFile(buildCacheDir(process.env), describeTarget(options.target));
  const published = options.force ? undefined : readPublishedRecord(recordFile, lastGood?.build);
  const result = await build(staging, options.api, published);
  if (result.unchanged) {
    const serving = lastGood === undefined ? '' : ` build ${lastGood.build} (${lastGood.pages} pages)`;
    console.log(
      `Nothing changed since${serving} was published to ${describeTarget(options.target)}: it stays published (until ${result.record.validUntil}).`,
    );
    process.exit(0);
  }
  const files = await inStep('page count', () => siteFiles(staging));
  const pages = pagesOf(files);
  const problem = pageCountProblem(pages, lastGood, options.minPageShare);
  if (problem !== undefined) throw new RebuildError('page count', problem);
  const manifest: BuildManifest = {
    build: newBuildId(new Date(), randomBytes(2).toString('hex')),
    pages,
    files: files.length,
    publishedAt: new Date().toISOString(),
  };
  const previous = lastGood;
  await inStep('publish', () => opened.publish(staging, files, manifest, previous));
  rmSync(staging, { recursive: true, force: true });
  if (result.record !== null) writePublishedRecord(recordFile, manifest.build, result.record);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Rebuilt and published build ${manifest.build} (${pages} pages, ${files.length} files) to ${describeTarget(options.target)} in ${seconds} s.`,
  );
} catch (error) {
  if (target !== undefined) rmSync(target.staging, { recursive: true, force: true });
  const failure = error instanceof RebuildError ? error : new RebuildError('build', oneLine(error));
  const where = options === undefined ? '' : describeTarget(options.target);
  const serving =
    options === undefined
      ? ''
      : lastGood === undefined
        ? `; ${where} is unchanged`
        : `; ${where} still serves build ${lastGood.build} (${lastGood.pages} pages)`;
  process.stderr.write(`Rebuild failed (${failure.step}): ${failure.message}${serving}.\n`);
  process.exit(1);
}
