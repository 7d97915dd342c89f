import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { AppContext } from '../context.ts';
import { PublishFailure } from './publish-failure.ts';
import { PublishRunReportSchema, type PublishRunCatalogue } from './publish-run-contract.ts';
import { readCiReport, storeCandidate } from './publish-rows.ts';
import { signRunToken } from './publish-run-token.ts';
import type { PipelineResult, PipelineRun, SitePipeline } from './site-pipeline.ts';

/** How the API asks the CI to publish (docs/studio.md, "Two set-ups"). */
export interface CiPipelineOptions {
  /**
   * The CI's API call that starts the publish workflow by hand: GitHub's
   * `https://api.github.com/repos/{owner}/{repo}/actions/workflows/publish.yml/dispatches`, or the
   * same call of a Forgejo or Gitea server.
   */
  dispatchUrl: string;
  /** The CI's token, allowed to start workflows of that repository. */
  token: string;
  /** The branch or tag whose workflow runs. */
  ref: string;
  /** How long the CI may take to start the run: its first report must come within it. */
  startTimeoutMs: number;
  /** How long a run may go without a report before the publish is failed. */
  silenceTimeoutMs: number;
  /** How often the API looks for the run's reports. */
  pollMs?: number;
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minute${Math.round(ms / 60_000) === 1 ? '' : 's'}`;

/** What the CI answered when it refused to start the workflow, in one line. */
async function refusal(answer: Response): Promise<string> {
  const text = (await answer.text().catch(() => '')).trim();
  let said = text;
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string') said = message;
  } catch {
    // Not JSON: its text as it is.
  }
  const shown = said.replace(/\s+/g, ' ').slice(0, 200);
  return `HTTP ${answer.status}${shown ? ` (${shown})` : ''}`;
}

/**
 * The site's pipeline run by the CI: the API keeps the catalogue to publish where the run can
 * fetch it, starts the CI's publish workflow through the CI's API with the publish's id and a
 * token good for that publish only, and follows the run's reports (progress, then done or failed)
 * until it ends. The API itself switches once the run says the site is published, as after a
 * build on its own machine. The CI's site settings and bucket credentials stay in the CI.
 */
export function ciPipeline(ctx: AppContext, options: CiPipelineOptions): SitePipeline {
  const pollMs = options.pollMs ?? 2_000;
  return {
    pullsFromLoopback: false,
    run: async ({ publish, onProgress, signal }: PipelineRun): Promise<PipelineResult> => {
      if (publish === undefined) throw new Error('A publish through CI needs the publish and its catalogue.');
      const catalogue: PublishRunCatalogue = {
        version: publish.version,
        document: publish.document,
        redirects: [...publish.redirects],
      };
      await storeCandidate(ctx.db, publish.id, gzipSync(JSON.stringify(catalogue)).toString('base64'));
      const runToken = await signRunToken(ctx, publish.id);
      const host = new URL(options.dispatchUrl).host;
      let answer: Response;
      try {
        answer = await fetch(options.dispatchUrl, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.token}`,
            accept: 'application/vnd.github+json',
            'content-type': 'application/json',
            'x-github-api-version': '2022-11-28',
          },
          body: JSON.stringify({
            ref: options.ref,
            inputs: { publish_id: String(publish.id), token: runToken },
          }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(30_000)]),
        });
      } catch (error) {
        throw new PublishFailure(
          `The CI could not be reached at ${host} to start the publish (${(error as Error).message}); the site and the drafts are as they were.`,
          { cause: error },
        );
      }
      if (!answer.ok)
        throw new PublishFailure(
          `The CI refused to start the publish workflow: ${await refusal(answer)}; check PUBLISH_CI_DISPATCH_URL and PUBLISH_CI_TOKEN. The site and the drafts are as they were.`,
        );
      const dispatchedAt = ctx.clock.now().getTime();
      let seen: string | null = null;
      for (;;) {
        await sleep(pollMs, undefined, { signal }).catch(() => undefined);
        if (signal.aborted)
          throw new PublishFailure(
            'The API stopped during the publish; the CI run is told to stop at its next report. The drafts are as they were.',
          );
        const { report, reportedAt } = await readCiReport(ctx.db, publish.id);
        const now = ctx.clock.now().getTime();
        if (report === null) {
          if (now - dispatchedAt > options.startTimeoutMs)
            throw new PublishFailure(
              `The CI did not start the publish workflow within ${minutes(options.startTimeoutMs)}; see the CI’s runs. The site and the drafts are as they were.`,
            );
          continue;
        }
        if (reportedAt !== null && now - new Date(reportedAt).getTime() > options.silenceTimeoutMs)
          throw new PublishFailure(
            `The CI run stopped reporting ${minutes(options.silenceTimeoutMs)} ago; see the CI’s runs. The drafts are as they were.`,
          );
        if (report === seen) continue;
        seen = report;
        const said = PublishRunReportSchema.parse(JSON.parse(report));
        if (said.kind === 'progress') onProgress({ phase: said.phase, pages: said.pages });
        else if (said.kind === 'done') return { buildId: said.buildId, pages: said.pages };
        else throw new PublishFailure(said.reason);
      }
    },
  };
}
