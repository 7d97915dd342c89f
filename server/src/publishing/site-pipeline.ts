import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import type { IdentifierRedirect } from '#lib/api/contract.ts';
import type { CatalogDocument } from '../catalog/import-schema.ts';
import { PublishFailure } from './publish-failure.ts';
import { RebuildProgressReader, type RebuildProgress } from './rebuild-progress.ts';

/** What a run of the site's pipeline published. */
export interface PipelineResult {
  /** The build the target now serves; null when nothing changed on the site (it keeps its build). */
  buildId: string | null;
  pages: number | null;
}

/** What a publish asks of the site's pipeline. */
export interface PipelineRun {
  /**
   * The content host to build from: the candidate catalogue's, on this machine's loopback; undefined
   * for a pipeline that builds elsewhere (it reads `publish`).
   */
  api: string | undefined;
  /**
   * The publish, and the catalogue it will publish with the version it will have: for a pipeline
   * that builds elsewhere (the CI's), which cannot reach the loopback.
   */
  publish?: { id: number; version: number; document: CatalogDocument; redirects: readonly IdentifierRedirect[] };
  onProgress: (progress: RebuildProgress) => void;
  /** Aborted when the API stops: the pipeline is stopped, the target keeps what it served. */
  signal: AbortSignal;
}

/** Builds the site from a content host and publishes it to the target, all at once or not at all. */
export interface SitePipeline {
  /**
   * Whether it builds on this machine from a content host on the loopback, which the publish then
   * starts with the candidate catalogue; one that builds elsewhere (the CI's) reads the catalogue the
   * publish stores, and no host is started for it.
   */
  readonly pullsFromLoopback: boolean;
  run(run: PipelineRun): Promise<PipelineResult>;
}

/** The project's root: what the rebuild runs in. */
const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

/** The system's settings a build needs to run at all; nothing of the API's own. */
const SYSTEM_KEYS = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'TZ', 'ASTRO_CACHE_DIR'] as const;

/**
 * The environment the rebuild runs with: the system's few settings, the defaults, and the site's
 * settings file over them.
 */
function rebuildEnv(
  siteEnvFile: string | undefined,
  defaults: Readonly<Record<string, string>>,
  inherit: boolean,
): NodeJS.ProcessEnv {
  const system: NodeJS.ProcessEnv = inherit
    ? { ...process.env }
    : Object.fromEntries(SYSTEM_KEYS.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));
  // Astro starts as `node_modules/.bin/astro`, whose `node` must be the project's (Node 24), as under npm.
  system['PATH'] = [resolve(PROJECT_ROOT, 'node_modules/.bin'), system['PATH']].filter(Boolean).join(':');
  if (siteEnvFile === undefined) return { ...system, ...defaults };
  let text: string;
  try {
    text = readFileSync(siteEnvFile, 'utf8');
  } catch (error) {
    throw new PublishFailure(`The site's settings file ${siteEnvFile} (PUBLISH_SITE_ENV) cannot be read.`, {
      cause: error,
    });
  }
  return { ...system, ...defaults, ...parseEnv(text) };
}

/** The rebuild's one line on a failure: `Rebuild failed (step): cause; target still serves …`. */
function failureLine(stderr: string, code: number | null): string {
  const line = stderr
    .split('\n')
    .map((l) => l.trim())
    .findLast((l) => l.startsWith('Rebuild failed'));
  return line ?? `The rebuild stopped (exit code ${code ?? 'none'}) without saying why; see the API's log.`;
}

/** What the rebuild's last line says it published: `Rebuilt and published build X (N pages, …`. */
function resultOf(stdout: string): PipelineResult {
  const published = /Rebuilt and published build (\S+) \((\d+) pages/.exec(stdout);
  if (published) return { buildId: published[1] ?? null, pages: Number(published[2]) };
  const kept = /Nothing changed since build (\S+) \((\d+) pages\)/.exec(stdout);
  return kept ? { buildId: kept[1] ?? null, pages: Number(kept[2]) } : { buildId: null, pages: null };
}

/** Keeps the last `max` characters of a stream's text. */
const tail = (text: string, max: number) => (text.length > max ? text.slice(-max) : text);

export interface RebuildPipelineOptions {
  /** `npm run rebuild`'s target: a folder or `s3://bucket/prefix`. */
  target: string;
  workDir: string;
  siteEnvFile?: string | undefined;
  /** The script to run; scripts/rebuild.ts unless a test stands in for it. */
  script?: string;
  /**
   * Settings the build gets unless the site's settings file sets them: the public API's address
   * for the pages' islands (the build pulls from the candidate catalogue, which no browser reaches).
   */
  defaults?: Readonly<Record<string, string>>;
  /** Where the rebuild's log goes, line by line. */
  log?: (line: string) => void;
  /**
   * The rebuild gets this process's whole environment, not only the system's few settings: for a
   * run in CI, whose environment is the job's (the site's settings, the bucket's credentials) and
   * holds nothing of the API's.
   */
  inheritEnvironment?: boolean;
}

/**
 * The site's pipeline of the scheduled rebuild (`scripts/rebuild.ts`: pull, build, link check,
 * the page-count rule, atomic publish), run as its own process with the project's Node: a publish
 * does not grow a second pipeline, and the build's memory is returned when it ends.
 */
export function rebuildPipeline(options: RebuildPipelineOptions): SitePipeline {
  return {
    pullsFromLoopback: true,
    run: ({ api, onProgress, signal }) => {
      if (api === undefined) throw new Error('The rebuild pipeline builds from a content host: none was given.');
      const env = rebuildEnv(options.siteEnvFile, options.defaults ?? {}, options.inheritEnvironment ?? false);
      const script = options.script ?? resolve(PROJECT_ROOT, 'scripts/rebuild.ts');
      const args = [script, '--target', options.target, '--api', api, '--work-dir', options.workDir];
      const child = spawn(process.execPath, args, {
        cwd: PROJECT_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
      });
      const reader = new RebuildProgressReader();
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout = tail(stdout + chunk, 64 * 1024);
        options.log?.(chunk);
        if (reader.read(chunk)) onProgress(reader.progress);
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr = tail(stderr + chunk, 64 * 1024);
        options.log?.(chunk);
      });
      const stopped = 'The API stopped during the publish; the site and the drafts are as they were.';
      return new Promise<PipelineResult>((done, fail) => {
        child.once('error', (error) => {
          const why = signal.aborted ? stopped : `The rebuild could not start: ${error.message}.`;
          fail(new PublishFailure(why, { cause: error }));
        });
        child.once('close', (code) => {
          if (code === 0) done(resultOf(stdout));
          else fail(new PublishFailure(signal.aborted ? stopped : failureLine(stderr, code)));
        });
      });
    },
  };
}
