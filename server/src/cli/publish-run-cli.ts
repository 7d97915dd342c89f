import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { IdentifierRedirect } from '#lib/api/contract.ts';
import { buildApp } from '../app.ts';
import type { CatalogDocument } from '../catalog/import-schema.ts';
import { systemClock } from '../clock.ts';
import { configFrom } from '../config.ts';
import { ConfigError } from '../config-error.ts';
import { createMailer } from '../mail/create-mailer.ts';
import { startCandidateHost, type CandidateContext } from '../publishing/candidate-host.ts';
import { PublishFailure } from '../publishing/publish-failure.ts';
import {
  PUBLISH_RUN_PATHS,
  PublishRunCatalogueSchema,
  RUN_HEARTBEAT_MS,
  type PublishRunReport,
} from '../publishing/publish-run-contract.ts';
import type { RebuildProgress } from '../publishing/rebuild-progress.ts';
import { rebuildPipeline } from '../publishing/site-pipeline.ts';

const USAGE = `Usage (the publish workflow runs it; docs/studio.md, "Two set-ups"):
  npm run publish:run -- --run <publish id> --api <API origin> --target <folder or s3://bucket/prefix>
      [--work-dir <folder>]
The run's token is read from PUBLISH_RUN_TOKEN. It fetches the catalogue the publish will publish,
builds and publishes the site from it with the rebuild pipeline, and reports to the API.`;

/** How often a run reports its progress, at most (a new phase is reported at once). */
const PROGRESS_EVERY_MS = 2_000;

/** A run that cannot go on, in one line; the API has heard of it already, or cannot. */
class RunStop extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunStop';
  }
}

interface RunArgs {
  id: number;
  api: string;
  target: string;
  workDir: string;
  token: string;
  rebuildScript: string | undefined;
}

function readArgs(): RunArgs {
  const { values } = parseArgs({
    options: {
      run: { type: 'string' },
      api: { type: 'string' },
      target: { type: 'string' },
      'work-dir': { type: 'string' },
      // The server's tests stand a fake in for scripts/rebuild.ts.
      'rebuild-script': { type: 'string' },
    },
    strict: true,
  });
  const id = Number(values.run);
  const token = process.env['PUBLISH_RUN_TOKEN']?.trim();
  if (!Number.isSafeInteger(id) || id <= 0 || !values.api || !values.target || !token)
    throw new RunStop(`${USAGE}\n(--run, --api, --target and PUBLISH_RUN_TOKEN are all needed.)`);
  return {
    id,
    api: values.api.replace(/\/+$/, ''),
    target: values.target,
    workDir: resolve(values['work-dir'] ?? 'var/publish'),
    token,
    rebuildScript: values['rebuild-script'],
  };
}

/** A request's headers with the run's token added. */
function withBearer(headers: HeadersInit | undefined, token: string): Headers {
  const all = new Headers(headers);
  all.set('authorization', `Bearer ${token}`);
  return all;
}

/** Talks to the API: each call tried a few times over a network that drops, never past a refusal. */
class RunChannel {
  readonly #args: RunArgs;
  constructor(args: RunArgs) {
    this.#args = args;
  }

  async #call(path: string, init: RequestInit, attempts: number): Promise<Response> {
    let last: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const answer = await fetch(`${this.#args.api}${path}`, {
          ...init,
          headers: withBearer(init.headers, this.#args.token),
          signal: AbortSignal.timeout(60_000),
        });
        if (answer.status < 500) return answer;
        last = new Error(`HTTP ${answer.status}`);
      } catch (error) {
        last = error;
      }
      if (attempt < attempts) await sleep(Math.min(30_000, 1_000 * 2 ** attempt));
    }
    throw new RunStop(`The API at ${this.#args.api} did not answer (${String(last)}).`);
  }

  /** A refusal in the API's words: a token that is not good, a publish that has ended. */
  static async refusal(answer: Response): Promise<RunStop> {
    const body = (await answer.json().catch(() => ({}))) as { detail?: unknown };
    const detail = typeof body.detail === 'string' ? body.detail : `HTTP ${answer.status}`;
    return new RunStop(`The API refused this run: ${detail}`);
  }

  async catalogue(): Promise<{ version: number; document: CatalogDocument; redirects: IdentifierRedirect[] }> {
    const answer = await this.#call(PUBLISH_RUN_PATHS.catalogue(this.#args.id), { method: 'GET' }, 5);
    if (!answer.ok) throw await RunChannel.refusal(answer);
    const { version, document, redirects } = PublishRunCatalogueSchema.parse(await answer.json());
    // The API's own plan, checked there as an import is checked, as the history keeps it.
    return { version, document: document as CatalogDocument, redirects };
  }

  /** Sends a report; a refusal (the publish ended) stops the run. */
  async report(report: PublishRunReport, attempts = 3): Promise<void> {
    const answer = await this.#call(
      PUBLISH_RUN_PATHS.reports(this.#args.id),
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) },
      attempts,
    );
    if (answer.status !== 204) throw await RunChannel.refusal(answer);
  }
}

/**
 * The settings the candidate catalogue is served with in CI: the job's own (the site's names and
 * paths), a secret of this run's, and the public API's origin; its database is in memory.
 */
function candidateContext(api: string): CandidateContext {
  const config = configFrom({
    ...process.env,
    DEMO: 'false',
    SECRET_KEY: randomBytes(32).toString('base64url'),
    API_ORIGIN: api,
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    REDIS_URL: undefined,
    PUBLISH_TARGET: undefined,
    PUBLISH_CI_DISPATCH_URL: undefined,
  });
  return { config, mailer: createMailer(config, () => undefined), clock: systemClock, buildApi: buildApp };
}

/** Builds and publishes the site of one publish, reporting to the API as it goes. */
async function runPublish(args: RunArgs): Promise<string> {
  const channel = new RunChannel(args);
  const { version, document, redirects } = await channel.catalogue();
  console.log(`Publish ${args.id}: building catalogue version ${version} for ${args.api}.`);
  const stop = new AbortController();
  let progress: RebuildProgress = { phase: 'pulling', pages: 0 };
  let sentAt = 0;
  let refused: RunStop | undefined;
  const send = () => {
    sentAt = Date.now();
    channel.report({ kind: 'progress', ...progress }).catch((error: unknown) => {
      // The publish ended in the API (failed, or its instance stopped): this run must not publish.
      refused ??= error instanceof RunStop ? error : new RunStop(String(error));
      stop.abort();
    });
  };
  send();
  const heartbeat = setInterval(send, RUN_HEARTBEAT_MS);
  const ctx = candidateContext(args.api);
  const host = await startCandidateHost(ctx, document, version, redirects);
  try {
    const pipeline = rebuildPipeline({
      target: args.target,
      workDir: args.workDir,
      defaults: { PUBLIC_API_BASE: args.api },
      inheritEnvironment: true,
      log: (text) => process.stdout.write(text),
      ...(args.rebuildScript === undefined ? {} : { script: resolve(args.rebuildScript) }),
    });
    const result = await pipeline
      .run({
        api: host.origin,
        signal: stop.signal,
        onProgress: (next) => {
          const moved = next.phase !== progress.phase;
          progress = next;
          if (moved || Date.now() - sentAt >= PROGRESS_EVERY_MS) send();
        },
      })
      .catch((error: unknown) => {
        if (refused) throw refused;
        throw error;
      });
    clearInterval(heartbeat);
    // The site is published: the API must hear it, so this report is tried for longer.
    await channel.report({ kind: 'done', buildId: result.buildId, pages: result.pages }, 8);
    return `Publish ${args.id}: published build ${result.buildId ?? '(unchanged)'} (${result.pages ?? '?'} pages); the API switches now.`;
  } catch (error) {
    clearInterval(heartbeat);
    if (error instanceof PublishFailure) {
      await channel.report({ kind: 'failed', reason: error.message }).catch(() => undefined);
      throw new RunStop(error.message);
    }
    throw error;
  } finally {
    clearInterval(heartbeat);
    await host.close();
  }
}

async function main(): Promise<void> {
  let args: RunArgs | undefined;
  try {
    args = readArgs();
    console.log(await runPublish(args));
  } catch (error) {
    if (error instanceof RunStop || error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error);
      if (args !== undefined)
        await new RunChannel(args)
          .report({ kind: 'failed', reason: `The CI run failed: ${String(error)}` })
          .catch(() => undefined);
    }
    process.exitCode = 1;
  }
}

await main();
