import { ROLLBACK_DEPTH } from '#lib/studio/contract.ts';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { readCatalogVersion } from '../catalog/catalog-meta.ts';
import { writeCatalog } from '../catalog/import-catalog.ts';
import { recordChange } from '../studio/audit-log.ts';
import { deleteDraft } from '../studio/records/draft-rows.ts';
import { startCandidateHost } from './candidate-host.ts';
import { snapshotOf } from './catalogue-snapshot.ts';
import { PublishFailure } from './publish-failure.ts';
import { planPublish, type PublishPlan } from './publish-plan.ts';
import {
  failPublish,
  finishPublish,
  pruneSnapshots,
  reportProgress,
  type PublishProgress,
  type PublishRow,
} from './publish-rows.ts';
import { ProgressReporter } from './progress-reporter.ts';
import type { PipelineResult, SitePipeline } from './site-pipeline.ts';

/** How often a running publish says it is alive, at least, and how often its progress is written, at most. */
export const HEARTBEAT_MS = 5_000;

/**
 * Moves the API to the planned catalogue in one transaction: the catalogue's tables, the drafts
 * it applied (a draft saved again since it was read stays a draft), the entry of the history
 * with its snapshot, and the audit log. The catalogue must still be the one the publish started
 * from: an import from the command line meanwhile would be overwritten unseen.
 */
async function switchApi(
  ctx: AppContext,
  row: PublishRow,
  plan: PublishPlan,
  site: PipelineResult,
  snapshot: string,
): Promise<void> {
  await ctx.db.transaction(async (tx: Database) => {
    const serving = await readCatalogVersion(tx);
    if (serving !== plan.baseVersion)
      throw new PublishFailure(
        `The catalogue changed while this publish ran (version ${plan.baseVersion} became ${serving}: an import from the command line); the site was published, the API was not: publish again.`,
      );
    const version = await writeCatalog(tx, plan.document, 'import', plan.renamed);
    for (const draft of plan.drafts) await deleteDraft(tx, draft.list, draft.key, draft.revision);
    const at = ctx.clock.now();
    await finishPublish(
      tx,
      row.id,
      {
        buildId: site.buildId,
        pages: site.pages,
        catalogueVersion: version,
        changes: plan.changes,
        snapshot,
      },
      at,
    );
    await pruneSnapshots(tx, ROLLBACK_DEPTH);
    await recordChange(tx, {
      at,
      staffId: row.requested_by,
      action: row.kind === 'rollback' ? 'rollback' : 'publish',
      entityType: 'publish',
      recordId: row.id,
      before: { catalogue_version: plan.baseVersion },
      after: {
        catalogue_version: version,
        build: site.buildId,
        records: plan.changes.map((change) => `${change.action}: ${change.title}`),
        ...(row.rollback_of === null ? {} : { rollback_of: row.rollback_of }),
      },
    });
  });
}

/** What runs a claimed publish, and where it reports. */
export interface PublishRunnerOptions {
  pipeline: SitePipeline;
  signal: AbortSignal;
  /** The pages the last good build had, as this one's estimate; null when unknown. */
  pagesExpected: number | null;
}

/**
 * Runs one claimed entry of the history to its end: plans it (the drafts checked as the import
 * checks them), serves the planned catalogue to the rebuild pipeline, which builds and publishes
 * the site, then switches the API. Any failure ends it as failed with its one-line reason, the
 * drafts as they were; the site keeps its build unless the pipeline published it (then the reason
 * says so).
 */
export async function runPublish(ctx: AppContext, row: PublishRow, options: PublishRunnerOptions): Promise<void> {
  let progress: PublishProgress = { phase: 'preparing', pagesDone: 0, pagesExpected: options.pagesExpected };
  const reporter = new ProgressReporter((now) => reportProgress(ctx.db, row.id, progress, now), ctx.clock);
  const heartbeat = setInterval(() => void reporter.now(), HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const plan = await planPublish(ctx.db, row);
    progress = { ...progress, phase: 'pulling' };
    await reporter.now();
    const host = options.pipeline.pullsFromLoopback
      ? await startCandidateHost({ ...ctx, buildApi: buildApp }, plan.document, plan.baseVersion + 1, plan.redirects)
      : undefined;
    // Started at once, in a promise of its own: a pipeline that throws at once still closes the host below.
    const building = (async () =>
      options.pipeline.run({
        api: host?.origin,
        publish: { id: row.id, version: plan.baseVersion + 1, document: plan.document, redirects: plan.redirects },
        signal: options.signal,
        onProgress: ({ phase, pages }) => {
          const moved = phase !== progress.phase;
          progress = { ...progress, phase, pagesDone: pages };
          if (moved) void reporter.now();
          else reporter.soon();
        },
      }))();
    // The history's copy of the catalogue is compressed while the site builds, not after it; a
    // failed build ends the publish before the copy is awaited, and its failure is the build's.
    const snapshot = snapshotOf(plan.document);
    snapshot.catch(() => undefined);
    let site: PipelineResult;
    try {
      site = await building;
    } finally {
      await host?.close();
    }
    progress = { ...progress, phase: 'switching' };
    await reporter.now();
    await switchApi(ctx, row, plan, site, await snapshot);
  } catch (error) {
    const reason = error instanceof PublishFailure ? error.message : `The publish failed: ${String(error)}`;
    await failPublish(ctx.db, row.id, reason, ctx.clock.now());
    if (!(error instanceof PublishFailure)) throw error;
  } finally {
    clearInterval(heartbeat);
    reporter.stop();
  }
}
