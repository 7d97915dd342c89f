import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Writable } from 'node:stream';
import { BASE_PATH } from '#lib/catalog/routes.ts';
import {
  BUILD_NOTES_FILE_ENV,
  BuildNotesSchema,
  isCurrent,
  readJsonFileOf,
  type BuildNotes,
  type BuildRecord,
} from '../../src/integrations/build-record-file.ts';
import { BUILD_MOMENT_ENV, buildMomentSetting } from '#lib/build/build-moment-setting.ts';
import { readPageRecords } from '../../src/integrations/page-records.ts';
import { readAstroFailure } from './astro-failure.ts';
import { codeDigest, settingsDigest } from '#lib/build/file-digests.ts';
import { buildFingerprint, CODE_PATHS, declarationDigest, storeDigest } from './build-fingerprint.ts';
import { catalogueDeclaration } from './catalogue-declaration.ts';
import { startPlan } from './start-origins.ts';
import { OutputTail } from './output-tail.ts';
import { oneOutsideBuildAtATime } from './outside-build-lock.ts';
import { writeCdnRulesFiles } from './cdn-rules-files.ts';
import { checkLinks, formatLinkReport } from './link-check.ts';
import { precompressSite } from './precompress.ts';

/**
 * The site's build up to, not including, publishing: `astro build` (the content pull and the
 * pages) into a staging folder, the link check, precompression and the CDN hosting rules. Both
 * `npm run build` (scripts/build-site.ts) and `npm run rebuild` (scripts/rebuild.ts) run it and
 * then publish in their own way; a failed step throws a {@link BuildStepError} naming it.
 */

/** A step of the build, as a failure names it. */
export type BuildStep = 'pull' | 'build' | 'link check' | 'precompression';

/** A step of the build failed; `message` is one line saying why, the step's full output is in the log. */
export class BuildStepError extends Error {
  readonly step: BuildStep;

  constructor(step: BuildStep, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BuildStepError';
    this.step = step;
  }
}

/** Where the build's output goes: Astro's standard output and error, and the steps' own lines. */
export interface BuildLog {
  readonly out: Writable;
  readonly err: Writable;
}

/**
 * Vite's own `import.meta.env` keys. Astro replaces `import.meta.env.X` in the pages with the
 * environment's `X` when there is one, and vitest copies its own `import.meta.env` into
 * `process.env` (`DEV=1`, `MODE=test`…), which its build tests hand to the build.
 */
const VITE_ENV_KEYS = ['DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL'] as const;

/**
 * The build's old-generation heap, in MB. V8 sizes its heap to the machine's memory and collects
 * lazily within it, so the scale build's rendering held far more resident than what it keeps
 * alive, which fits well within this bound; with the bound it holds less, and rendered no slower
 * (bench:build; figures in docs/performance.md). A catalogue whose build needs more fails with
 * V8's "heap out of memory": set a larger `--max-old-space-size` in NODE_OPTIONS, which this then
 * leaves alone.
 */
const BUILD_OLD_SPACE_MB = 1024;

/**
 * The environment `astro build` runs in: `env` without Vite's own keys, the staging folder as
 * the output, and
 * - `NODE_ENV=production` whatever the caller's (Astro sets it only when it is unset). Under
 *   vitest's `DEV=1` or `NODE_ENV=test` the pages saw `import.meta.env.DEV` true, so their
 *   once-per-build indexes (src/data/catalog.ts `memo`) were worked out again for every page and
 *   the render grew with pages × catalogue (the list-pages build test took minutes instead of
 *   seconds), and the islands shipped React's development build;
 * - an old generation of {@link BUILD_OLD_SPACE_MB} MB unless NODE_OPTIONS sets one, and a larger
 *   young generation than V8's default: rendering fourteen thousand pages makes garbage
 *   that dies young, and fewer, larger scavenges cut the scale build's rendering time and its
 *   peak memory too (bench:build);
 * - `MIMALLOC_PURGE_DELAY=0` unless the caller sets it: Vite's bundler (rolldown, native code on
 *   mimalloc) kept much of the memory it had freed for the rest of the build, and the scale
 *   build's peak resident memory falls once mimalloc gives freed pages back at once (bench:build;
 *   figures in docs/performance.md).
 */
export function astroBuildEnv(env: NodeJS.ProcessEnv, staging: string): NodeJS.ProcessEnv {
  const given = env['NODE_OPTIONS'] ?? '';
  const heapCap = given.includes('--max-old-space-size') ? '' : `--max-old-space-size=${BUILD_OLD_SPACE_MB}`;
  const nodeOptions = [given, '--max-semi-space-size=32', heapCap].filter(Boolean).join(' ');
  const own = Object.fromEntries(
    Object.entries(env).filter(([key]) => !(VITE_ENV_KEYS as readonly string[]).includes(key)),
  );
  return {
    MIMALLOC_PURGE_DELAY: '0',
    ...own,
    SITE_OUT_DIR: staging,
    NODE_OPTIONS: nodeOptions,
    NODE_ENV: 'production',
  };
}

/** The build cache (astro.config.mjs `cacheDir`): Astro's content store and incremental build, and the steps' own caches. */
export function buildCacheDir(env: NodeJS.ProcessEnv): string {
  return resolve(env['ASTRO_CACHE_DIR'] ?? 'node_modules/.astro');
}

/** Where the compressed copies are kept from build to build (scripts/site/precompress.ts). */
const precompressCacheDir = (env: NodeJS.ProcessEnv): string => join(buildCacheDir(env), 'precompressed');

/** How much of Astro's output is kept to read a failure from: its error comes last. */
const KEPT_OUTPUT_CHARS = 64 * 1024;

/**
 * What a build came to: built into its staging folder, with the record to keep beside what is
 * published (null when `astro build` noted nothing), or `unchanged`: the published build, whose
 * record it was given, is current, and nothing was built.
 */
export type BuildResult =
  | { readonly unchanged: false; readonly record: BuildRecord | null }
  | { readonly unchanged: true; readonly record: BuildRecord };

/** The notes `astro build` wrote to `file`, then removed; undefined when there are none to read. */
function takeNotes(file: string): BuildNotes | undefined {
  const notes = readJsonFileOf(BuildNotesSchema, file);
  rmSync(file, { force: true });
  return notes;
}

/** Runs `astro <command>`, its output to `log`; a failure names the pull or the build. */
async function runAstro(command: 'build' | 'sync', log: BuildLog, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(resolve('node_modules/.bin/astro'), [command], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const kept = new OutputTail(KEPT_OUTPUT_CHARS);
  const keep = (chunk: Buffer) => kept.add(chunk);
  child.stdout.on('data', (chunk: Buffer) => {
    log.out.write(chunk);
    keep(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    log.err.write(chunk);
    keep(chunk);
  });
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('close', done);
  }).catch((error: unknown) => {
    throw new BuildStepError('build', `could not start astro ${command}: ${String(error)}`, { cause: error });
  });
  if (code === 0) return;
  const failure = readAstroFailure(stripVTControlCharacters(kept.text()), code);
  throw new BuildStepError(command === 'sync' ? 'pull' : failure.step, failure.cause);
}

/** Runs `astro build` into `staging`, its output to `log`; what it noted of itself, if anything. */
async function astroBuild(staging: string, log: BuildLog, env: NodeJS.ProcessEnv): Promise<BuildNotes | undefined> {
  const notesFile = `${staging}.notes.json`;
  rmSync(notesFile, { force: true });
  await oneOutsideBuildAtATime(staging, () =>
    runAstro('build', log, { ...astroBuildEnv(env, staging), [BUILD_NOTES_FILE_ENV]: notesFile }),
  );
  return takeNotes(notesFile);
}

/** What a build is made from, as far as it is known before Astro starts. */
interface BuildInputs {
  /** The digest of the content the host declares; undefined from a host that declares nothing. */
  readonly declared: string | undefined;
  readonly code: string;
}

/** What the build would be made from, known without Astro: the host's declaration and the code. */
async function buildInputs(env: NodeJS.ProcessEnv): Promise<BuildInputs> {
  const declaration = await catalogueDeclaration(env);
  return { declared: declaration && declarationDigest(declaration), code: codeDigest(resolve('.'), CODE_PATHS) };
}

/** The fingerprint of a build of `inputs` whose content is `content`, reading the settings `settingKeys` names. */
function fingerprintOf(inputs: BuildInputs, content: string | null, env: NodeJS.ProcessEnv, settingKeys: string[]) {
  return buildFingerprint({ content, code: inputs.code, settings: settingsDigest(env, settingKeys) });
}

/**
 * Whether the published build is current: what the build would be made from now is what it was
 * made from, and what its pages show of the time still holds. From a host that declares its
 * catalogue this is known before Astro starts; from one that speaks only the spec, only once the
 * content is pulled (`astro sync`, whose store the build then starts from).
 */
async function publishedIsCurrent(
  published: BuildRecord,
  inputs: BuildInputs,
  staging: string,
  log: BuildLog,
  env: NodeJS.ProcessEnv,
): Promise<boolean> {
  const now = buildMomentSetting(env[BUILD_MOMENT_ENV]) ?? new Date();
  if (published.validUntil === null || now.getTime() > Date.parse(published.validUntil)) return false;
  let content = inputs.declared;
  if (content === undefined) {
    await runAstro('sync', log, astroBuildEnv(env, staging));
    content = storeDigest(buildCacheDir(env)) ?? undefined;
  }
  if (content === undefined) return false;
  return isCurrent(published, fingerprintOf(inputs, content, env, published.settingKeys), now);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs a step, turning whatever it throws into a {@link BuildStepError} for `step`. */
async function step<T>(name: BuildStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BuildStepError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new BuildStepError(name, message, { cause: error });
  }
}

/**
 * Builds the site into `staging` (which must not exist), checked and ready to publish. The link
 * check and the precompression run at once once Astro is done: the check reads the pages while the
 * compression links or makes their copies (neither changes a page), so each uses a core; a
 * failed check still fails the build, whose staging folder is then thrown away, copies and all.
 * Given the record of the build the output serves now (`published`), a build that would make that
 * site again says so (`unchanged`) and builds nothing: from a host that declares its catalogue, Astro
 * does not start; from one that speaks only the spec, the build stops once the content is pulled.
 */
export async function buildSite(
  staging: string,
  log: BuildLog,
  env: NodeJS.ProcessEnv = process.env,
  published?: BuildRecord,
): Promise<BuildResult> {
  const inputs = await buildInputs(env);
  if (published !== undefined && (await publishedIsCurrent(published, inputs, staging, log, env))) {
    log.out.write(
      `Nothing changed since the published build: same content, code and settings, and what its pages show of the time holds until ${published.validUntil}. Not building.\n`,
    );
    return { unchanged: true, record: published };
  }
  const notes = await astroBuild(staging, log, env);
  // The content a host declares was asked for before the pull, so a catalogue published meanwhile
  // makes the next build's fingerprint differ: it builds again rather than keep a stale site.
  const content = inputs.declared ?? storeDigest(buildCacheDir(env));
  const result: BuildResult = {
    unchanged: false,
    record:
      notes === undefined
        ? null
        : {
            validUntil: notes.validUntil,
            settingKeys: notes.settingKeys,
            fingerprint: fingerprintOf(inputs, content, env, notes.settingKeys),
          },
  };

  const started = performance.now();
  // The origin the pages were built for, as astro.config.mjs works it out from the same settings.
  const site = { origin: startPlan(env, {}).siteOrigin, basePath: BASE_PATH };
  const cacheDir = buildCacheDir(env);
  // What the build recorded of each page (src/integrations/page-records.ts): the link check and the
  // precompression read no page whose record holds.
  const records = readPageRecords(cacheDir);
  const checking = step('link check', async () => {
    // Pages whose record is the one the last check read are not read again (scripts/site/link-check-records.ts).
    const cacheFile = join(cacheDir, 'link-check-records.json');
    const report = await checkLinks({ root: staging, site, records, cacheFile });
    return { report, seconds: seconds(started) };
  });
  // Brotli and gzip copies for the web server to send as they are, and the hosting rules for CDN
  // static hosts (docs/production.md, "Serving the site").
  const compressing = step('precompression', async () => {
    const summary = await precompressSite(staging, precompressCacheDir(env), records);
    await writeCdnRulesFiles(staging, notes?.oldAddresses ?? []);
    return { summary, seconds: seconds(started) };
  });
  const [checked, compressed] = await Promise.allSettled([checking, compressing]);
  if (checked.status === 'rejected') throw checked.reason;
  const { report } = checked.value;
  if (report.dangling > 0) {
    log.err.write(`${formatLinkReport(report)}\n(checked in ${checked.value.seconds} s)\n`);
    const first = report.examples[0];
    const example = first === undefined ? '' : `, e.g. ${first.page} → ${first.href}`;
    throw new BuildStepError(
      'link check',
      `${report.dangling} of ${report.links} links lead to pages that were not built${example}`,
    );
  }
  log.out.write(`${formatLinkReport(report)} (${checked.value.seconds} s, ${report.read} pages read)\n`);
  if (compressed.status === 'rejected') throw compressed.reason;
  const { summary } = compressed.value;
  log.out.write(
    `Precompressed ${summary.files} files (${summary.bytes} bytes: ${summary.brotliBytes} brotli, ${summary.gzipBytes} gzip; ${summary.reused} unchanged, their copies kept from the last build) in ${compressed.value.seconds} s.\n`,
  );
  return result;
}
